import type { BrowserContext, Page } from 'playwright-core'
import { erc20Abi, formatUnits, parseEther, parseEventLogs, parseUnits, type Address, type Hex } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatTokenAmount } from '../../services/format/formatTokenAmount.js'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { axeViolations } from './helpers/axeViolations.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wallets/createWalletConnectTestWallet.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'

const env = useStackAndBrowser()

// Dev account 6 swaps through the injected wallet, 7 through WalletConnect; 8 moves the pool.
const injectedIndex = 6
const walletConnectIndex = 7
const moverIndex = 8
const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`

let clients: ReturnType<typeof createDevnetClients>
let demo: DemoPage
let page: Page
let wcDemo: DemoPage | undefined
let wcWallet: WalletConnectTestWallet | undefined
let embeddedProfile: BrowserContext | undefined
let smartProfile: BrowserContext | undefined
/** Typed amount → quote shown, in ms, one per quote this file waited for. */
const latencies: number[] = []
/** How long the API took to answer each quote the pages asked for, in ms. */
const apiTimes: number[] = []

const account = (index: number) => env.stack.evm.accounts[index]!.address
const dusd = () => env.stack.evm.contracts.token.address
const dgld = () => env.stack.evm.contracts.gold.address
const balanceOf = (token: Address, owner: Address) => clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const ethOf = (owner: Address) => clients.publicClient.getBalance({ address: owner })
const dialog = (on = page) => on.getByRole('dialog')
const walletMethods = () => page.evaluate(() => (window as unknown as { __airlockTestWallet: { requests: { method: string }[] } }).__airlockTestWallet.requests.map((request) => request.method))

beforeAll(async () => {
  clients = createDevnetClients(env.stack.evm)
  demo = await openDemo(env.browser, env.stack.urls.demo!, {
    beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[injectedIndex]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
  })
  page = demo.page
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/v1/convert/quotes')) return
    const timing = request.timing()
    apiTimes.push(Math.round(timing.responseEnd - timing.requestStart))
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await dialog().waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
})

afterAll(async () => {
  await wcWallet?.stop()
  await embeddedProfile?.close()
  await smartProfile?.close()
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  if (latencies.length) console.info(`[swaps] typed amount → quote shown: median ${median(latencies)} ms over ${latencies.length} (${latencies.join(', ')} ms); the API's answer: median ${median(apiTimes)} ms over ${apiTimes.length}`)
})

/** What in the modal scrolls sideways, or reaches past the modal's edges. */
const spilled = () => page.evaluate(() => {
  const box = document.querySelector('[role=dialog]')!.getBoundingClientRect()
  return [...document.querySelectorAll('[role=dialog] form *')]
    .filter((e) => (e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) || e.getBoundingClientRect().right > box.right + 1 || e.getBoundingClientRect().left < box.left - 1)
    .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
})

/** Picks `symbol` for one side of the swap from the token list. */
async function pick(side: 'You pay' | 'You receive', symbol: string, on = page) {
  await dialog(on).getByRole('button', { name: new RegExp(`^${side} token`) }).click()
  await dialog(on).getByRole('list', { name: 'Tokens' }).getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
  await dialog(on).getByRole('form', { name: 'Swap' }).waitFor()
}

/** Types `amount` in the pay field and waits for its quote; records how long it took to show. */
async function typeAndQuote(amount: string, on = page) {
  const field = dialog(on).getByRole('textbox', { name: 'You pay' })
  await field.fill('')
  const started = Date.now()
  await field.fill(amount)
  // Checked at every frame: a locator's wait polls at up to 500 ms, too coarse to time this.
  await on.waitForFunction(() => document.querySelector('[data-testid=swap-quote]'), null, { polling: 'raf', timeout: 10_000 })
  latencies.push(Date.now() - started)
  await dialog(on).getByTestId('swap-quote').waitFor()
}

/** The quote the preview shows, as smallest units: what is paid and what is received. */
async function previewFigures(from: { decimals: number }, to: { decimals: number }, on = page) {
  const units = async (testId: string, decimals: number) => parseUnits((await dialog(on).getByTestId(testId).textContent())!.split(' ')[0]!.replaceAll(',', ''), decimals)
  return { paid: await units('swap-preview-from', from.decimals), received: await units('swap-preview-to', to.decimals) }
}

/** Swap from Account: Swap opens the form with the tokens of the last swap kept. */
async function openSwap(on = page) {
  await dialog(on).getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog(on).getByRole('form', { name: 'Swap' }).waitFor()
}

/** Presses the preview's main button once it may be pressed. */
async function press(name: string, on = page) {
  const button = dialog(on).getByRole('button', { name, exact: true })
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 10_000 }).toBeNull()
  await button.click()
}

/** Waits for Account. */
async function backOnAccount(on = page) {
  await dialog(on).getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 30_000 })
}

/**
 * Waits for a mined swap's result (what it paid and received, and its transaction), as a send
 * ends on its own, then Done leads back to Account.
 */
async function swapResult(on = page, screenshot?: string) {
  const result = dialog(on).getByRole('region', { name: 'Swap complete' })
  await result.waitFor({ timeout: 30_000 })
  if (screenshot) await screenshotModal(on, screenshot)
  expect(await result.getByTestId('swap-result-paid').textContent()).toMatch(/^(≈ )?[\d,]+\.\d{3} [A-Z]+$/)
  expect(await result.getByTestId('swap-result-received').textContent()).toMatch(/^(≈ )?[\d,]+\.\d+ [A-Z]+$/)
  expect(await result.getByTestId('swap-result-hash').or(result.getByRole('link', { name: /^View on / })).count()).toBe(1)
  await result.getByRole('button', { name: 'Done' }).click()
  await backOnAccount(on)
}

// Within the slippage (percent) of the quoted amount.
// The preview shows the quote floored to three decimals (the one amount format): the quote
// itself lies between what is shown and one unit of its last decimal more.
const withinSlippage = (got: bigint, shown: bigint, decimals: number, slippage = 0.5) =>
  got * 10_000n >= shown * BigInt(10_000 - slippage * 100) && got * 10_000n <= (shown + 10n ** BigInt(decimals - 3)) * BigInt(10_000 + slippage * 100)

describe('swapping on Uniswap V2 on the local chain with an injected wallet', () => {
  it('default: ETH → DUSD shows the quote as typed and pays the quoted DUSD for the ETH and the gas', async () => {
    await openSwap()
    await pick('You receive', 'DUSD')
    await typeAndQuote('0.5')
    const quote = dialog().getByTestId('swap-quote')
    expect(await quote.getByTestId('swap-rate').textContent()).toMatch(/^1 ETH = [\d,.]+ DUSD$/)
    expect(await quote.getByTestId('swap-fee').textContent()).toMatch(/^0\.0*[1-9]\d{0,3} ETH$/)
    expect(await axeViolations(page)).toEqual([])
    // rule layout: at 320 px the form with its quote neither scrolls sideways nor spills out of the modal.
    await page.setViewportSize({ width: 320, height: 720 })
    expect(await spilled()).toEqual([])
    await page.screenshot({ path: 'test-results/swap-quote-320.png' })
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.screenshot({ path: 'test-results/swap-quote-1280.png' })
    const before = { dusd: await balanceOf(dusd(), account(injectedIndex)), eth: await ethOf(account(injectedIndex)) }
    await dialog().getByRole('button', { name: 'Preview' }).click()
    const { paid, received } = await previewFigures({ decimals: 18 }, { decimals: 6 })
    expect(paid).toBe(parseEther('0.5'))
    // ETH needs no approval: the preview goes straight to Swap.
    expect(await dialog().getByRole('button', { name: 'Approve ETH' }).count()).toBe(0)
    await press('Swap')
    await swapResult(page, 'swap-result')
    const got = (await balanceOf(dusd(), account(injectedIndex))) - before.dusd
    expect(withinSlippage(got, received, 6)).toBe(true)
    expect(before.eth - (await ethOf(account(injectedIndex))) > parseEther('0.5')).toBe(true)
    expect((await walletMethods()).filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    // Account shows the balance the swap left.
    const left = await ethOf(account(injectedIndex))
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe(`${shownEth(left)} ETH`)
  })

  it('behavior: DUSD → ETH shows the approve step; after the approval the swap pays the quoted ETH for the DUSD', async () => {
    await openSwap()
    await dialog().getByRole('button', { name: 'Switch tokens' }).click()
    expect(await dialog().getByRole('button', { name: /^You pay token/ }).textContent()).toBe('DUSD')
    await typeAndQuote('150')
    await dialog().getByRole('button', { name: 'Preview' }).click()
    const { paid, received } = await previewFigures({ decimals: 6 }, { decimals: 18 })
    expect(paid).toBe(parseUnits('150', 6))
    expect(await dialog().getByTestId('swap-approve-note').textContent()).toContain('150.000 DUSD')
    // rule a11y: the preview with its approve step.
    await expect.poll(() => dialog().getByRole('button', { name: 'Approve DUSD' }).getAttribute('aria-disabled')).toBeNull()
    expect(await axeViolations(page)).toEqual([])
    // The quote and its minimum at 0.5 % read apart (four significant digits below 1).
    const minimum = (await dialog().getByTestId('swap-limit').textContent())!
    expect(minimum).toMatch(/^0\.0\d{4} ETH$/)
    expect((await dialog().getByTestId('swap-preview-to').textContent())).toMatch(/^0\.0\d{4} ETH$/)
    expect(minimum).not.toBe(await dialog().getByTestId('swap-preview-to').textContent())
    const before = { dusd: await balanceOf(dusd(), account(injectedIndex)), eth: await ethOf(account(injectedIndex)), block: await clients.publicClient.getBlockNumber({ cacheTime: 0 }) }
    await press('Approve DUSD')
    // Mined: said, with what comes next; the step that follows is the swap.
    await dialog().getByTestId('swap-approved').waitFor({ timeout: 30_000 })
    expect(await dialog().getByTestId('swap-approved').textContent()).toBe(' DUSD approved — now swap')
    expect(await dialog().getByTestId('swap-approve-note').count()).toBe(0)
    await screenshotModal(page, 'swap-approved')
    await press('Swap')
    const result = dialog().getByRole('region', { name: 'Swap complete' })
    await result.waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'swap-result-exact')
    const shownReceived = (await result.getByTestId('swap-result-received').textContent())!
    await swapResult()
    expect(before.dusd - (await balanceOf(dusd(), account(injectedIndex)))).toBe(parseUnits('150', 6))
    // The ETH received is the balance's change plus the gas of the approval and the swap.
    const gas = await gasSpentSince(before.block, account(injectedIndex))
    expect(gas.count).toBe(2)
    const got = (await ethOf(account(injectedIndex))) - before.eth + gas.spent
    expect(withinSlippage(got, received, 18)).toBe(true)
    // The result is what the receipt says was received, exact (no ≈), as every figure reads.
    expect(shownReceived).not.toMatch(/≈/)
    expect(shownReceived).toBe(`${formatTokenAmount(got, 18)} ETH`)
    // Activity reads the approval as one, for the exchange by its name.
    await dialog().getByRole('tab', { name: 'Activity' }).click()
    await expect.poll(() => dialog().locator('.airlock-activity-item').filter({ hasText: 'Approved DUSD' }).first().textContent(), { timeout: 20_000 }).toMatch(/^Approved DUSD.*for Uniswap V2$/)
    await screenshotModal(page, 'activity-approved')
    await dialog().getByRole('tab', { name: 'Tokens' }).click()
    // Exactly what this swap sold was allowed: nothing stays approved.
    const allowance = await clients.publicClient.readContract({ address: dusd(), abi: erc20Abi, functionName: 'allowance', args: [account(injectedIndex), env.stack.evm.contracts.uniswap.router.address] })
    expect(allowance).toBe(0n)
    expect((await walletMethods()).filter((method) => method === 'eth_sendTransaction')).toHaveLength(3)
  })

  it('behavior: DUSD → DGLD routes through two pools and pays the quoted DGLD', async () => {
    await openSwap()
    await dialog().getByRole('button', { name: /^You receive token/ }).click()
    await dialog().getByRole('searchbox', { name: 'Search tokens' }).fill('gold')
    const list = dialog().getByRole('list', { name: 'Tokens' })
    expect(await list.getByRole('button').allTextContents()).toEqual(['DGLD Demo Gold0.000'])
    // rule a11y: the token picker.
    expect(await axeViolations(page)).toEqual([])
    await list.getByRole('button', { name: /^DGLD / }).click()
    await typeAndQuote('90')
    expect(await dialog().getByTestId('swap-quote').textContent()).toContain('2 pools')
    await dialog().getByRole('button', { name: 'Preview' }).click()
    const { received } = await previewFigures({ decimals: 6 }, { decimals: 18 })
    const before = { dusd: await balanceOf(dusd(), account(injectedIndex)), dgld: await balanceOf(dgld(), account(injectedIndex)) }
    await press('Approve DUSD')
    await press('Swap')
    await swapResult()
    expect(before.dusd - (await balanceOf(dusd(), account(injectedIndex)))).toBe(parseUnits('90', 6))
    const got = (await balanceOf(dgld(), account(injectedIndex))) - before.dgld
    // The preview shows six decimals of DGLD's 18, floored.
    expect(withinSlippage(got, received, 18)).toBe(true)
    expect(got >= received).toBe(true)
  })

  it('error: a swap the pool moved past a 0 % slippage reverts; the message shows and the form keeps its tokens and amount', async () => {
    await openSwap()
    await pick('You pay', 'ETH')
    await pick('You receive', 'DUSD')
    await dialog().getByRole('textbox', { name: 'Slippage tolerance in percent' }).fill('0')
    await typeAndQuote('0.2')
    // Between the swap being built and the wallet sending it, another account buys DUSD. The
    // preview's simulation builds the swap too (without its gas estimate): that build goes through
    // untouched, so the preview simulates the pool as it was.
    let moved = false
    await page.route('**/v1/convert/build-transaction**', async (route) => {
      if (moved || (route.request().postDataJSON() as { disableEstimate?: boolean } | null)?.disableEstimate) return route.fallback()
      moved = true
      const response = await route.fetch()
      await moveThePool()
      await route.fulfill({ response })
    })
    await dialog().getByRole('button', { name: 'Preview' }).click()
    await dialog().locator('[data-testid=simulation][data-status=success]').waitFor({ timeout: 20_000 })
    const before = await balanceOf(dusd(), account(injectedIndex))
    await press('Swap')
    const alert = dialog().getByRole('alert').filter({ hasText: /^The price moved/ })
    await alert.waitFor({ timeout: 20_000 })
    expect(await alert.textContent()).toBe('The price moved more than your slippage allows, so nothing was swapped; try again or raise the slippage')
    await page.unroute('**/v1/convert/build-transaction**')
    expect(moved).toBe(true)
    expect(await balanceOf(dusd(), account(injectedIndex))).toBe(before)
    await expect.poll(() => dialog().getByTestId('swap-preview-from').textContent()).toBe('0.200 ETH')
    await dialog().getByRole('button', { name: 'Back', exact: true }).last().click()
    expect(await dialog().getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('0.2')
    expect(await dialog().getByRole('button', { name: /^You receive token/ }).textContent()).toBe('DUSD')
    expect(await dialog().getByRole('textbox', { name: 'Slippage tolerance in percent' }).inputValue()).toBe('0')
  })

  it('error: insufficient balance is said as typed, before any quote or wallet request', async () => {
    const sent = (await walletMethods()).length
    await dialog().getByRole('textbox', { name: 'You pay' }).fill('50000')
    expect(await dialog().getByRole('alert').filter({ hasText: /^Not enough ETH: your balance is / }).count()).toBe(1)
    expect(await dialog().getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('true')
    expect((await walletMethods()).length).toBe(sent)
    await dialog().getByRole('button', { name: 'Back', exact: true }).first().click()
    await backOnAccount()
  })

  it('behavior: on the second local chain the same code quotes its own pools (the tokens and tokens held are that chain\'s)', async () => {
    await dialog().getByRole('button', { name: 'Network Airlock Devnet, switch network' }).click()
    await dialog().getByRole('button', { name: /Airlock Devnet Two/ }).click()
    await dialog().getByRole('button', { name: 'Network Airlock Devnet Two, switch network' }).waitFor()
    await openSwap()
    // The form starts over on another network: the native currency to pay, nothing to receive yet.
    expect(await dialog().getByRole('button', { name: /^You receive token/ }).textContent()).toBe('Select')
    await pick('You receive', 'DUSD')
    await typeAndQuote('0.1')
    expect(await dialog().getByTestId('swap-rate').textContent()).toMatch(/^1 ETH = [\d,.]+ DUSD$/)
    const second = createDevnetClients(env.stack.evmSecond)
    const held = await second.publicClient.getBalance({ address: account(injectedIndex) })
    expect(await dialog().getByText(/^Balance [\d,.]+ ETH$/).first().textContent()).toBe(`Balance ${shownEth(held)} ETH`)
  })
})

/** Wei as Airlock shows an amount: grouped, floored to three decimals (`9,999.499`). */
function shownEth(wei: bigint) {
  const [whole, fraction = ''] = formatUnits(wei, 18).split('.')
  return `${BigInt(whole!).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** The transactions `owner` sent after block `after`, and the gas they cost. */
async function gasSpentSince(after: bigint, owner: Address) {
  let spent = 0n
  let count = 0
  for (let number = after + 1n; number <= (await clients.publicClient.getBlockNumber({ cacheTime: 0 })); number++) {
    const block = await clients.publicClient.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== owner.toLowerCase()) continue
      const receipt = await clients.publicClient.getTransactionReceipt({ hash: tx.hash })
      spent += receipt.gasUsed * receipt.effectiveGasPrice
      count++
    }
  }
  return { spent, count }
}

/** Dev account 8 swaps 5 ETH for DUSD through the API's own transaction, moving the DUSD/WETH price. */
async function moveThePool() {
  const response = await fetch(`${env.stack.urls.api}/v1/convert/build-transaction?projectId=${DEMO_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: parseEther('5').toString(), from: ETH, to: `${CHAIN}:${dusd()}`, userAddress: account(moverIndex), eip155: { slippage: 5 } }),
  })
  const { tx } = (await response.json()) as { tx: { to: Address; data: Hex; value: string } }
  const wallet = clients.wallet(moverIndex)
  const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
  expect((await clients.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
}

describe('swapping through a WalletConnect wallet', () => {
  it('default: ETH → DUSD is sent by the paired wallet and pays the quoted DUSD', async () => {
    wcWallet = await createWalletConnectTestWallet({
      relayUrl: env.stack.urls.relay!,
      privateKey: env.stack.evm.accounts[walletConnectIndex]!.privateKey,
      chains: { 31337: env.stack.evm.url, 31338: env.stack.evmSecond.url },
    })
    wcDemo = await openDemo(env.browser, env.stack.urls.demo!, { permissions: ['clipboard-read', 'clipboard-write'] })
    const on = wcDemo.page
    await on.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(on).getByRole('button', { name: /WalletConnect/ }).click()
    const link = dialog(on).getByRole('button', { name: 'Copy link' })
    await link.waitFor()
    await wcWallet.pair((await link.getAttribute('value'))!)
    await on.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await dialog(on).waitFor({ state: 'detached' })
    await on.getByRole('button', { name: /^Account / }).click()
    await backOnAccount(on)
    await openSwap(on)
    await pick('You receive', 'DUSD', on)
    await typeAndQuote('0.25', on)
    await dialog(on).getByRole('button', { name: 'Preview' }).click()
    const { received } = await previewFigures({ decimals: 18 }, { decimals: 6 }, on)
    const before = await balanceOf(dusd(), account(walletConnectIndex))
    await press('Swap', on)
    await swapResult(on)
    const got = (await balanceOf(dusd(), account(walletConnectIndex))) - before
    expect(withinSlippage(got, received, 6)).toBe(true)
    expect(wcWallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([{ method: 'eth_sendTransaction', chainId: CHAIN }])
    console.info(`[swaps] WalletConnect swap received ${formatUnits(got, 6)} DUSD`)
  })
})

describe('swapping through the embedded wallet', () => {
  let on: Page
  let address: Address

  it('default: ETH → DUSD is approved in its approval view and pays the quoted DUSD', async () => {
    embeddedProfile = await launchBrowserProfile()
    on = await embeddedProfile.newPage()
    await on.goto(env.stack.urls.demo!)
    await signInThroughModal(env.stack, on, `swaps-${Date.now()}@example.com`)
    address = (await on.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)) as Address
    // Dev account 8 funds the new account.
    await clients.publicClient.waitForTransactionReceipt({ hash: await clients.wallet(moverIndex).sendTransaction({ to: address, value: parseEther('1') }) })
    await on.getByRole('button', { name: /^Account / }).click()
    await backOnAccount(on)
    await openSwap(on)
    await pick('You receive', 'DUSD', on)
    await typeAndQuote('0.1', on)
    await dialog(on).getByRole('button', { name: 'Preview' }).click()
    const { received } = await previewFigures({ decimals: 18 }, { decimals: 6 }, on)
    await press('Swap', on)
    await dialog(on).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await swapResult(on)
    const got = await balanceOf(dusd(), address)
    expect(withinSlippage(got, received, 6)).toBe(true)
  })

  it("rule an account's code never changes as a side effect: DUSD → ETH by the EOA is two steps, approve then swap, and the account is never delegated (EIP-7702)", async () => {
    // The frame could batch through EIP-7702 ('ready'): that would upgrade the account, which only the person may choose.
    await openSwap(on)
    await dialog(on).getByRole('button', { name: 'Switch tokens' }).click()
    await typeAndQuote('10', on)
    await dialog(on).getByRole('button', { name: 'Preview' }).click()
    await dialog(on).getByTestId('swap-approve-note').waitFor()
    expect(await dialog(on).getByRole('button', { name: 'Approve DUSD and swap', exact: true }).count()).toBe(0)
    await press('Approve DUSD', on)
    const approve = dialog(on).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' })
    await approve.waitFor({ timeout: 30_000 })
    expect(await dialog(on).textContent()).not.toContain('Account upgrade')
    await approve.click()
    await dialog(on).locator(APPROVE_FRAME).waitFor({ state: 'detached', timeout: 30_000 })
    await press('Swap', on)
    await approve.waitFor({ timeout: 30_000 })
    expect(await dialog(on).textContent()).not.toContain('Account upgrade')
    await approve.click()
    await swapResult(on)
    expect(await clients.publicClient.getCode({ address })).toBeUndefined()
  })
})

describe('swapping through the embedded wallet\'s smart account', { timeout: 180_000 }, () => {
  let on: Page
  let smart: Address
  const completedHashes = () => on.evaluate(() => (window as unknown as { __swapsCompleted: string[] }).__swapsCompleted)
  /** The user operations of transaction `hash`: who sent each, whether it ran, and the gas it paid (0 when a paymaster did). */
  const userOperationsOf = async (hash: Hex) => {
    const receipt = await clients.publicClient.getTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    return parseEventLogs({ abi: entryPoint07Abi, logs: receipt.logs, eventName: 'UserOperationEvent' }).map(({ args }) => ({
      sender: args.sender,
      success: args.success,
      paid: args.paymaster === '0x0000000000000000000000000000000000000000' ? args.actualGasCost : 0n,
    }))
  }
  /** How many user operations the smart account has sent so far. */
  const operationsSent = async () => (await clients.publicClient.getContractEvents({ address: entryPoint07Address, abi: entryPoint07Abi, eventName: 'UserOperationEvent', args: { sender: smart }, fromBlock: 0n })).length

  beforeAll(async () => {
    smartProfile = await launchBrowserProfile()
    on = await smartProfile.newPage()
    await on.goto(env.stack.urls.demo!)
    await signInThroughModal(env.stack, on, `swaps-smart-${Date.now()}@example.com`)
    await on.evaluate(() => {
      const w = window as unknown as { __swapsCompleted: string[]; airlock: { bus: { on(event: string, handler: (event: { hash: string }) => void): void } } }
      w.__swapsCompleted = []
      w.airlock.bus.on('swaps:completed', ({ hash }) => w.__swapsCompleted.push(hash))
    })
    // SPEC §7: Account's "Use smart account" makes the smart account the one that swaps.
    await on.getByRole('button', { name: /^Account / }).click()
    await dialog(on).getByRole('button', { name: 'Use smart account' }).click()
    await dialog(on).getByTestId('account-type-switch').getByRole('button', { name: 'Use smart account' }).click()
    await dialog(on).getByRole('button', { name: 'Use regular account' }).waitFor({ timeout: 30_000 })
    smart = (await on.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)) as Address
    expect(await clients.publicClient.getCode({ address: smart })).toBeUndefined()
    // Dev account 8 funds the new smart account (its counterfactual address).
    await clients.publicClient.waitForTransactionReceipt({ hash: await clients.wallet(moverIndex).sendTransaction({ to: smart, value: parseEther('1') }) })
  }, 120_000)

  it('default: ETH → DUSD is one user operation, approved in the modal, that deploys the new account and pays the quoted DUSD', async () => {
    // Account shows the funded balance of the smart account before the form reads it.
    await expect.poll(() => on.getByTestId('account-balance').textContent(), { timeout: 15_000 }).toBe('1.000 ETH')
    await openSwap(on)
    await pick('You receive', 'DUSD', on)
    await typeAndQuote('0.1', on)
    await dialog(on).getByRole('button', { name: 'Preview' }).click()
    const { received } = await previewFigures({ decimals: 18 }, { decimals: 6 }, on)
    const started = performance.now()
    await press('Swap', on)
    await dialog(on).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    // One call needs no row of its own: the card says who pays the network fee, in words.
    expect(await dialog(on).getByTestId('approval-smart-account').textContent()).toMatch(/^Smart account0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}Network fee(Sponsored by|Paid by your account)/)
    const shown = performance.now()
    await dialog(on).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    await swapResult(on)
    const confirmed = performance.now()
    console.info(`[swap figures] smart account ETH → DUSD (deploys the account): Swap click → approval shown ${(shown - started).toFixed(0)} ms, Approve → confirmed on Account ${(confirmed - shown).toFixed(0)} ms, click → confirmed ${(confirmed - started).toFixed(0)} ms`)
    expect(withinSlippage(await balanceOf(dusd(), smart), received, 6)).toBe(true)
    expect(await clients.publicClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{4,}/)
    const [hash] = await completedHashes()
    expect(await userOperationsOf(hash as Hex)).toEqual([expect.objectContaining({ sender: smart, success: true })])
    expect(await operationsSent()).toBe(1)
  })

  it('rule atomic batch: DUSD → ETH needs an approval: one step, one approval listing both calls, one user operation; the quoted ETH arrives and nothing stays approved', async () => {
    await openSwap(on)
    await dialog(on).getByRole('button', { name: 'Switch tokens' }).click()
    expect(await dialog(on).getByRole('button', { name: /^You pay token/ }).textContent()).toBe('DUSD')
    await typeAndQuote('100', on)
    await dialog(on).getByRole('button', { name: 'Preview' }).click()
    const { paid, received } = await previewFigures({ decimals: 6 }, { decimals: 18 }, on)
    expect(paid).toBe(parseUnits('100', 6))
    // One step: the wallet batches atomically, so no separate approve.
    const step = dialog(on).getByRole('button', { name: 'Approve DUSD and swap', exact: true })
    await expect.poll(() => step.getAttribute('aria-disabled'), { timeout: 10_000 }).toBeNull()
    expect(await dialog(on).getByTestId('swap-approve-note').textContent()).toBe('One step: allow the exchange to take 100.000 DUSD and swap, confirmed once in your wallet.')
    expect(await dialog(on).getByRole('button', { name: 'Approve DUSD', exact: true }).count()).toBe(0)
    // rule a11y: the preview with its single step.
    expect(await axeViolations(on)).toEqual([])
    await screenshotModal(on, 'swap-smart-account-one-step')
    const before = { dusd: await balanceOf(dusd(), smart), eth: await ethOf(smart) }
    const started = performance.now()
    await step.click()
    const approve = dialog(on).frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' })
    await approve.waitFor({ timeout: 30_000 })
    const shown = performance.now()
    // The one approval lists both calls: the token's approve, then the router's swap.
    expect(await dialog(on).getByTestId('approval-smart-account').textContent()).toContain('Steps2 steps, together: all happen, or none')
    // Each call's contract by the name the API gives it: the DUSD token, then Uniswap V2's router.
    await dialog(on).locator('dl.airlock-approval-card').nth(2).getByRole('button', { name: 'Uniswap V2' }).waitFor()
    const cards = await dialog(on).locator('dl.airlock-approval-card').allTextContents()
    expect(cards).toHaveLength(3)
    expect(cards[1]).toContain('ToDUSD token')
    expect(cards[2]).toContain('ToUniswap V2')
    await screenshotModal(on, 'swap-smart-account-approval')
    // A batch taller than the modal scrolls under Approve and Reject, which stay in view.
    const body = dialog(on).locator('.airlock-body')
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    const box = (await approve.boundingBox())!
    const bodyBox = (await body.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(bodyBox.y + bodyBox.height)
    await approve.click()
    await swapResult(on)
    const confirmed = performance.now()
    console.info(`[swap figures] smart account DUSD → ETH (approve + swap batched): click → approval shown ${(shown - started).toFixed(0)} ms, Approve → confirmed on Account ${(confirmed - shown).toFixed(0)} ms, click → confirmed ${(confirmed - started).toFixed(0)} ms`)
    expect(before.dusd - (await balanceOf(dusd(), smart))).toBe(parseUnits('100', 6))
    const hash = (await completedHashes())[1] as Hex
    const operations = await userOperationsOf(hash)
    expect(operations).toEqual([expect.objectContaining({ sender: smart, success: true })])
    // The ETH received is the balance's change plus the gas the user operation paid.
    expect(withinSlippage((await ethOf(smart)) - before.eth + operations[0]!.paid, received, 18)).toBe(true)
    expect(await operationsSent()).toBe(2)
    // Exactly what this swap sold was allowed: nothing stays approved.
    const allowance = await clients.publicClient.readContract({ address: dusd(), abi: erc20Abi, functionName: 'allowance', args: [smart, env.stack.evm.contracts.uniswap.router.address] })
    expect(allowance).toBe(0n)
  })
})
