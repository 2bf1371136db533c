import type { FrameLocator } from 'playwright-core'
import { toHex, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrameUrl } from '../../adapters/embedded/protocol/frameUrl.js'
import { browserModes } from './helpers/browserModes.js'
import { expectSuccess, openFrameParent, requestApproved, type FrameParentPage } from './helpers/openFrameParent.js'
import { signInWithEmail, signInWithEmailWhenAllowed } from './helpers/signInWithEmail.js'
import { useFrameParentStack } from './helpers/useFrameParentStack.js'

// The fixture parent page on 127.0.0.1, another site than the wallet frame on localhost.
const env = useFrameParentStack()
const password = 'correct horse battery staple'

const ok = expectSuccess

/** Shows the frame origin's recovery page in a visible iframe of the parent, as the modal does. */
async function openRecoveryPage(parent: FrameParentPage): Promise<FrameLocator> {
  const src = buildFrameUrl(env.stack.urls.frame!, 'recovery', { projectId: String(env.stack.demoConfig.projectId), parentOrigin: env.parentUrl })
  await parent.page.evaluate((src) => {
    const iframe = document.createElement('iframe')
    iframe.title = 'Wallet recovery'
    iframe.src = src
    document.body.append(iframe)
  }, src)
  return parent.page.frameLocator('iframe[title="Wallet recovery"]')
}


// Where the frame keeps its storage, and in a private window, where the recovery page reaches
// the hidden frame's storage through it.
describe.each(browserModes)('embedded wallet: a recovery password ($name)', (mode) => {
  let first: FrameParentPage
  let email: string
  let address: Address
  beforeAll(async () => {
    first = await openFrameParent(env.browser, env.stack, { parentUrl: env.parentUrl, context: await mode.open(env.browser) })
    email = `grace-${Date.now()}@example.com`
    address = (await signInWithEmail(env.stack, first, email)).result.user.address as Address
  })
  afterAll(async () => {
    await first?.context.close()
  })

  it('default: the recovery page (a visible frame of the wallet origin) sets a recovery password', async () => {
    const page = await openRecoveryPage(first)
    await page.getByLabel('Recovery password').fill(password)
    await page.getByLabel('Repeat the password').fill('something else entirely')
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The passwords do not match')
    await page.getByLabel('Repeat the password').fill(password)
    await page.getByRole('button', { name: 'Set password' }).click()
    await page.getByRole('heading', { name: 'Recovery password set' }).waitFor()
    expect(ok(await first.request('GET_USER', {})).user.recoveryMode).toBe('password')
    // This device keeps signing with its new split.
    const { result: signature } = await requestApproved(first, 'personal_sign', [toHex('still mine'), address])
    expect(await verifyMessage({ address, message: 'still mine', signature: signature as Hex })).toBe(true)
  })

  it('behavior: a new device signs in but signs nothing until the password is entered on the recovery page; then the same address signs', async () => {
    const second = await openFrameParent(env.browser, env.stack, { parentUrl: env.parentUrl, context: await mode.open(env.browser) })
    try {
      const signedIn = await signInWithEmailWhenAllowed(env.stack, second, email)
      expect(signedIn.deviceApproved).toBe(true)
      expect(signedIn.result.needsRecoveryPassword).toBe(true)
      expect(await second.request('RPC_REQUEST', { method: 'eth_accounts' })).toMatchObject({ ok: false, code: 'recovery_password_required' })

      const page = await openRecoveryPage(second)
      await page.getByLabel('Recovery password').fill('not the password at all')
      await page.getByRole('button', { name: 'Unlock wallet' }).click()
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong recovery password')
      await page.getByLabel('Recovery password').fill(password)
      await page.getByRole('button', { name: 'Unlock wallet' }).click()
      await page.getByRole('heading', { name: 'Wallet unlocked' }).waitFor()

      // The hidden frame notices the change (through the storage it shares, or the page's write to it) and tells the parent.
      await second.page.waitForFunction(() => (window as any).frameParent.events.some((e: any) => e.type === 'SESSION_UPDATE' && e.payload.reason === 'recovered'))
      const { result: signature } = await requestApproved(second, 'personal_sign', [toHex('new device'), address])
      expect(await verifyMessage({ address, message: 'new device', signature: signature as Hex })).toBe(true)
    } finally {
      await second.context.close()
    }
  })
})
