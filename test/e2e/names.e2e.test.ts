import type { Page } from 'playwright-core'
import { hexToString, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { axeViolations } from './helpers/axeViolations.js'
import { openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()
const shots = process.env['AIRLOCK_SCREENSHOTS']

// Dev account 7 registers a name; account 8, in a page of its own, sends DUSD to it.
const ownerIndex = 7
const senderIndex = 8
const label = `dana${Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x')}`
const name = `${label}.airlock.id`

let clients: ReturnType<typeof createDevnetClients>

const dusdBalance = (owner: `0x${string}`) =>
  clients.publicClient.readContract({ ...env.stack.evm.contracts.token, functionName: 'balanceOf', args: [owner] }) as Promise<bigint>

/** Opens the demo with dev account `index` in an injected wallet, connects it and opens Account. */
async function connectAccount(index: number, query = ''): Promise<Page> {
  const { page } = await openDemo(env.browser, `${env.stack.urls.demo!}${query}`, {
    beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[index]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).waitFor()
  return page
}

beforeAll(() => {
  clients = createDevnetClients(env.stack.evm)
})

describe('names', () => {
  let owner: Page

  it('default: a name chosen in the modal is signed by the injected wallet and shows in Account and the account button', async () => {
    owner = await connectAccount(ownerIndex)
    const dialog = owner.getByRole('dialog')
    // Account's action tiles with "Choose a name" among them: balanced rows, no lone tile.
    // (Polled: the tiles come as each feature decides whether it applies.)
    const rows = () => dialog.locator('.airlock-action').evaluateAll((tiles) => {
      const tops = new Map<number, number>()
      for (const tile of tiles) tops.set(Math.round(tile.getBoundingClientRect().top), (tops.get(Math.round(tile.getBoundingClientRect().top)) ?? 0) + 1)
      return [...tops.values()]
    })
    await expect.poll(async () => (await rows()).join(' + ')).toBe('3 + 2')
    await screenshotModal(owner, 'names-account-actions')
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    const field = dialog.getByRole('textbox', { name: 'Name' })
    await field.pressSequentially('-x_')
    expect(await dialog.locator('[data-rule=characters]').getAttribute('data-ok')).toBe('false')
    expect(await dialog.locator('[data-rule=hyphens]').getAttribute('data-ok')).toBe('false')
    await field.fill(label.toUpperCase())
    await dialog.getByTestId('names-availability').filter({ hasText: `${name} is available` }).waitFor()
    await screenshotModal(owner, 'names-register-available')
    if (shots) {
      await owner.screenshot({ path: `${shots}/names-register-1280.png` })
      await owner.setViewportSize({ width: 360, height: 740 })
      await owner.screenshot({ path: `${shots}/names-register-360.png` })
      await owner.setViewportSize({ width: 1280, height: 800 })
    }
    expect(await axeViolations(owner)).toEqual([])
    await dialog.getByRole('button', { name: 'Register' }).click()
    // The registration ends on its result, as a send does.
    const result = dialog.getByRole('region', { name: `${name} is now your name` })
    await result.waitFor({ timeout: 20_000 })
    await screenshotModal(owner, 'names-registered')
    await result.getByRole('button', { name: 'Done' }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 20_000 })
    expect(await dialog.getByTitle(env.stack.evm.accounts[ownerIndex]!.address).textContent()).toBe(name)
    expect(await dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    const requests = await owner.evaluate(() => (window as unknown as { __airlockTestWallet: { requests: { method: string; params?: unknown }[] } }).__airlockTestWallet.requests)
    const signed = requests.find((request) => request.method === 'personal_sign')
    // The wallet is asked to sign words a person reads, naming the name and the account: no JSON.
    const [data] = signed!.params as [string]
    const text = data.startsWith('0x') ? hexToString(data as `0x${string}`) : data
    expect(text).toMatch(new RegExp(`^Register a name for your account\\n\\nName: ${name.replaceAll('.', '\\.')}\\nAccount: ${env.stack.evm.accounts[ownerIndex]!.address}\\nCoin type: 60\\nIssued at: [\\dTZ:.-]+\\n\\nSigning registers this name for this account\\.`))
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await owner.getByRole('button', { name: `Account ${name}` }).waitFor()
    if (shots) await owner.screenshot({ path: `${shots}/names-account-button.png` })
    // The API has it too: the name gives the owner's address.
    const profile = await (await fetch(`${env.stack.urls.api}/v1/profile/account/${name}?projectId=${DEMO_PROJECT_ID}`)).json()
    expect(profile).toMatchObject({ name, addresses: { '60': { address: env.stack.evm.accounts[ownerIndex]!.address } } })
  })

  it('behavior: after a reload the account button shows the name from its first render, never the address, before the modal is ever opened; once the kept lookups expired the API gives it again', async () => {
    // Every name the account button shows, from the page's first script on.
    await owner.addInitScript(() => {
      const w = window as unknown as { __shown: string[] }
      w.__shown = []
      new MutationObserver(() => {
        const label = document.querySelector('nav[aria-label=Wallet] button[aria-label^="Account "]')?.getAttribute('aria-label')
        if (label && label !== w.__shown.at(-1)) w.__shown.push(label)
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    // The session is restored after the page's idle warm-up of the modal (a slow wallet, a busy
    // phone): the restore's code arrives once the modal's has.
    const reloadAfterWarmUp = async () => {
      const modalLoaded = owner.waitForResponse(/\/Modal-[\w-]+\.js$/)
      await owner.route(/createConnectionController-[\w-]+\.js$/, async (route) => {
        await modalLoaded
        await route.continue().catch(() => {})
      })
      await owner.reload()
      await owner.getByRole('button', { name: `Account ${name}` }).waitFor({ timeout: 30_000 })
      await owner.unroute(/createConnectionController-[\w-]+\.js$/)
    }
    await reloadAfterWarmUp()
    expect(await owner.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual([`Account ${name}`])
    expect(await owner.getByRole('dialog').count()).toBe(0)
    // Past the 5 minutes a looked-up name is kept, and with no name kept for the account, it comes from the API.
    await owner.evaluate(() => Object.keys(localStorage).filter((key) => /names:|profile:/.test(key)).forEach((key) => localStorage.removeItem(key)))
    await reloadAfterWarmUp()
    expect(await owner.getByRole('dialog').count()).toBe(0)
  })

  it('behavior: once taken, the name is taken for everyone else', async () => {
    const other = await connectAccount(senderIndex, '?theme=dark')
    const dialog = other.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    await dialog.getByRole('textbox', { name: 'Name' }).waitFor()
    if (shots) await other.screenshot({ path: `${shots}/names-empty-dark-1280.png` })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(label)
    await dialog.getByTestId('names-availability').filter({ hasText: `${name} is taken` }).waitFor()
    if (shots) {
      await other.setViewportSize({ width: 360, height: 740 })
      await other.screenshot({ path: `${shots}/names-taken-dark-360.png` })
    }
    expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    await other.close()
  })

  it('default: another account sends DUSD to the name; the receiver resolves and the balance moves on chain', async () => {
    const ownerAddress = env.stack.evm.accounts[ownerIndex]!.address
    const before = await dusdBalance(ownerAddress)
    const sender = await connectAccount(senderIndex)
    const dialog = sender.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByRole('button', { name: /^Token/ }).click()
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD/ }).click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('3.25')
    await dialog.getByRole('textbox', { name: 'To' }).fill(name)
    await dialog.getByTestId('send-resolved').filter({ hasText: `${name} is ${ownerAddress.slice(0, 6)}…${ownerAddress.slice(-4)}` }).waitFor()
    await dialog.getByRole('button', { name: 'Preview' }).click()
    expect(await dialog.getByTestId('send-preview-receiver').textContent()).toContain(name)
    await dialog.getByTestId('send-preview-fee').filter({ hasText: /ETH/ }).waitFor()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.locator('[data-testid=send-result]').first().and(dialog.locator('[data-status=confirmed]')).waitFor({ timeout: 20_000 })
    expect(await dusdBalance(ownerAddress)).toBe(before + parseUnits('3.25', 6))
  })
})
