import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../server/devnet/evm/createDevnetClients.js'
import { startFrameParentServer, type FrameParentServer } from '../fixtures/frameParent/startFrameParentServer.js'
import { openFrameParent, type FrameOutcome, type FrameParentPage } from './helpers/openFrameParent.js'
import { signInWithEmail, type EmailSignIn } from './helpers/signInWithEmail.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'

const env = useStackAndBrowser()

let fixture: FrameParentServer
let parent: FrameParentPage
let email: string
let signedIn: EmailSignIn
let evmAddress: Address
let solanaAddress: string
const chainId = 'eip155:31337'

beforeAll(async () => {
  fixture = await startFrameParentServer()
  parent = await openFrameParent(env.browser, env.stack, { parentUrl: fixture.url, context: await launchBrowserProfile() })
  email = `ada-${Date.now()}@example.com`
  signedIn = await signInWithEmail(env.stack, parent, email)
  evmAddress = signedIn.result.user.accounts.find((a) => a.namespace === 'eip155')!.address as Address
  solanaAddress = signedIn.result.user.accounts.find((a) => a.namespace === 'solana')!.address
})
afterAll(async () => {
  await parent?.context.close()
  await fixture?.stop()
})

const ok = (outcome: FrameOutcome) => {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
  return outcome.result as any
}
/** Prepares an approval as the modal does, then sends the approved request. */
async function approved(page: FrameParentPage, method: string, params: unknown, chain = chainId) {
  const prepared = ok(await page.request('PREPARE_APPROVAL', { chainId: chain, method, params }))
  const outcome = await page.request('RPC_REQUEST', { chainId: chain, method, params, approvalId: prepared.approvalId })
  return { summary: prepared.summary, result: ok(outcome).result }
}

describe('embedded wallet: email sign-in through the frame', () => {
  it('default: a new email signs in with the code read from the local inbox and gets an EVM and a Solana address', () => {
    expect(signedIn.result.isNewUser).toBe(true)
    expect(signedIn.result.needsRecoveryPassword).toBe(false)
    expect(signedIn.deviceApproved).toBe(false)
    expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(signedIn.result.user.address).toBe(evmAddress)
  })

  it('behavior: reloading the page keeps the session (READY says connected; GET_USER the same address)', async () => {
    await parent.page.reload()
    await parent.page.waitForFunction(() => 'frameParent' in window)
    const ready = await parent.page.evaluate(() => (window as any).frameParent.ready())
    expect(ready).toEqual({ protocol: 1, isConnected: true, storage: 'local' })
    expect(ok(await parent.request('GET_USER', {})).user).toMatchObject({ email, address: evmAddress, chainId })
  })

  it('behavior: a fresh browser profile with the same email approves the device from the emailed link and recovers the same addresses', async () => {
    const other = await openFrameParent(env.browser, env.stack, { parentUrl: fixture.url, context: await launchBrowserProfile() })
    try {
      const again = await signInWithEmailWhenAllowed(other)
      expect(again.deviceApproved).toBe(true)
      expect(again.result.isNewUser).toBe(false)
      expect(again.result.user.accounts).toEqual(signedIn.result.user.accounts)
      // The new device signs for the same account.
      const { result: signature } = await approved(other, 'personal_sign', [toHex('from the second device'), evmAddress])
      expect(await verifyMessage({ address: evmAddress, message: 'from the second device', signature })).toBe(true)
    } finally {
      await other.context.close()
    }
  })
})

/** Signs the test's email in on `page`, waiting out SPEC §9's 30 s between login emails if needed. */
async function signInWithEmailWhenAllowed(page: FrameParentPage): Promise<EmailSignIn> {
  for (;;) {
    try {
      return await signInWithEmail(env.stack, page, email)
    } catch (error) {
      if (!String(error).includes('rate_limited')) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}
