import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { getOrCreateAssociatedTokenAccount, transfer as splTransfer } from '@solana/spl-token'
import type { BrowserContext, Page } from 'playwright-core'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, parseUnits, verifyTypedData, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'
import { axeViolations } from './helpers/axeViolations.js'
import { browserModes } from './helpers/browserModes.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { type DemoPage, openDemo } from './helpers/openDemo.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { installInjectedWallet } from './wallets/installInjectedWallet.js'

const env = useStackAndBrowser()

// Dev account 5 uses the injected wallet; 1 funds the embedded wallet's accounts.
const injectedIndex = 5
const funderIndex = 1
const routerAbi = parseAbi(['function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])'])

let clients: ReturnType<typeof createDevnetClients>
const dusd = () => env.stack.evm.contracts.token.address
const router = () => env.stack.evm.contracts.uniswap.router.address
const dusdOf = (owner: Address) => clients.publicClient.readContract({ address: dusd(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
// Within the swap's default 0.5 % of what was shown, which is floored to three decimals (the
// one formatter for figures): the simulated amount lies between it and one unit of its last decimal more.
const withinSlippage = (got: bigint, shown: bigint, decimals: number, percent = 0.5) =>
  got * 10_000n >= shown * BigInt(10_000 - percent * 100) && got * 10_000n <= (shown + 10n ** BigInt(decimals - 3)) * BigInt(10_000 + percent * 100)
/** A mined swap ends on its result; Done leads back to Account. */
async function swapDone(page: Page) {
  const result = page.getByRole('dialog').getByRole('region', { name: 'Swap complete' })
  await result.waitFor({ timeout: 30_000 })
  await result.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 30_000 })
}

/** The simulation section of the open modal, once it has an answer ('success' or 'reverted'). */
async function simulated(page: Page, status: 'success' | 'reverted' = 'success') {
  const section = page.getByRole('dialog').locator(`[data-testid=simulation][data-status=${status}]`)
  await section.waitFor({ timeout: 15_000 })
  return section
}
/** From Account: Swap, 0.1 ETH for DUSD, quoted, then its preview. */
async function previewSwapOfEth(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog.getByRole('button', { name: /^You receive token/ }).click()
  await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD / }).click()
  await dialog.getByRole('textbox', { name: 'You pay' }).fill('0.1')
  await dialog.getByTestId('swap-quote').waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Preview' }).click()
}
/** The base units of a "+298.5 DUSD" / "−0.1 ETH" row. */
const unitsOf = (text: string, decimals: number) => parseUnits(text.replace(/^[+−]/, '').split(' ')[0]!.replaceAll(',', ''), decimals)

/** How long the API took to answer each `POST /v1/simulate` the pages (and the wallet's frame) sent, in ms. */
const apiTimes: number[] = []
/** Records the API's answer times of `page`'s simulations, its frames' included. */
const timeSimulations = (page: Page) =>
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/v1/simulate')) return
    const timing = request.timing()
    apiTimes.push(Math.round(timing.responseEnd - timing.requestStart))
  })

beforeAll(() => {
  clients = createDevnetClients(env.stack.evm)
})
afterAll(() => {
  const sorted = [...apiTimes].sort((a, b) => a - b)
  if (sorted.length) console.info(`[simulation figures] POST /v1/simulate answered in a median ${sorted[Math.floor(sorted.length / 2)]} ms over ${sorted.length} requests from the pages and the frame (${apiTimes.join(', ')} ms)`)
})

describe('simulation in the previews, with an injected wallet', () => {
  let demo: DemoPage
  let page: Page
  const dialog = () => page.getByRole('dialog')
  // The wallet's own Approve button, in its frame: the only press that approves.
  const address = () => env.stack.evm.accounts[injectedIndex]!.address

  beforeAll(async () => {
    demo = await openDemo(env.browser, env.stack.urls.demo!, {
      beforeGoto: (context) => installInjectedWallet(context, { privateKey: env.stack.evm.accounts[injectedIndex]!.privateKey, chains: { 31337: env.stack.evm.url }, chainId: 31337 }),
    })
    page = demo.page
    timeSimulations(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog().getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await dialog().waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor()
  })
  afterAll(() => demo?.close())

  it('default: Swap\'s preview of 0.1 ETH → DUSD shows −0.1 ETH and +DUSD equal, within slippage, to what the chain then delivers', async () => {
    await previewSwapOfEth(page)
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−0.100 ETH')
    const shown = unitsOf((await section.getByTestId('simulation-in').textContent())!, 6)
    expect(await section.getByTestId('simulation-in').textContent()).toMatch(/^\+[\d,]+\.\d{3} DUSD$/)
    expect(await axeViolations(page)).toEqual([])
    await screenshotModal(page, 'simulation-swap-preview')
    const before = await dusdOf(address())
    await dialog().getByRole('button', { name: 'Swap', exact: true }).click()
    await swapDone(page)
    const delivered = (await dusdOf(address())) - before
    expect(withinSlippage(delivered, shown, 6)).toBe(true)
  })

  it('behavior: Send\'s preview shows −amount of the token it sends, before the wallet is asked', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const sends = () => page.evaluate(() => (window as unknown as { __airlockTestWallet: { requests: { method: string }[] } }).__airlockTestWallet.requests.filter((r) => r.method === 'eth_sendTransaction').length)
    const sent = await sends()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('button', { name: /^Token/ }).click()
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^DUSD/ }).click()
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('12.5')
    await dialog().getByRole('textbox', { name: 'To' }).fill(to)
    await dialog().getByRole('button', { name: 'Preview' }).click()
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−12.500 DUSD')
    expect(await section.getByTestId('simulation-in').count()).toBe(0)
    expect(await sends()).toBe(sent)
    await screenshotModal(page, 'simulation-send-preview')
    await dialog().getByRole('button', { name: 'Back' }).first().click()
  })

  it('rule: with no simulation to be had, Send\'s preview says "Could not simulate this transaction" and its Send is not held back', async () => {
    await page.route('**/v1/simulate**', (route) => route.abort())
    try {
      await dialog().getByRole('button', { name: 'Preview' }).click()
      const unavailable = dialog().getByTestId('simulation-unavailable')
      await unavailable.waitFor({ timeout: 15_000 })
      expect(await unavailable.textContent()).toContain('Could not simulate this transaction')
      expect(await dialog().getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
      await screenshotModal(page, 'simulation-send-preview-unavailable')
    } finally {
      await page.unroute('**/v1/simulate**')
    }
    await dialog().getByRole('button', { name: 'Back' }).first().click()
  })

  it('behavior: Pay shows −5 DUSD, simulated, before the wallet is asked, and then pays', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Pay 5 DUSD' }).click()
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−5.000 DUSD')
    await screenshotModal(page, 'simulation-pay')
    await dialog().getByRole('button', { name: 'Pay 5.000 DUSD' }).click()
    await page.getByTestId('pay-status').filter({ hasText: /^Paid: 0x[0-9a-f]{64}$/ }).waitFor({ timeout: 30_000 })
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click()
  })
})

// In each browser mode, the wallet frame (localhost) on another site than the demo (127.0.0.1).
describe.each(browserModes)('simulation in the embedded wallet\'s approvals ($name)', (mode) => {
  let context: BrowserContext
  let page: Page
  let address: Address
  const dialog = () => page.getByRole('dialog')
  // The wallet's own Approve button, in its frame: the only press that approves.
  const pressApprove = () => dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
  /** Asks the connected wallet through getProvider, as a host's own code would; resolves the answer or the error's code. */
  const provider = (method: string, params: unknown[]) =>
    page.evaluate(
      ([m, p]) => {
        const airlock = (window as unknown as { airlock: { getProvider(namespace: string): { request(args: { method: string; params: unknown[] }): Promise<unknown> } } }).airlock
        return airlock.getProvider('eip155')!.request({ method: m as string, params: p as unknown[] }).then((result) => ({ result }), (error: { code?: number }) => ({ code: error.code }))
      },
      [method, params] as const,
    )

  beforeAll(async () => {
    context = await mode.open(env.browser)
    page = await context.newPage()
    timeSimulations(page)
    await page.goto(env.stack.urls.demo!)
    await signInThroughModal(env.stack, page, `simulation-${Date.now()}@example.com`)
    address = (await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)) as Address
    const { publicClient, wallet } = clients
    await publicClient.waitForTransactionReceipt({ hash: await wallet(funderIndex).sendTransaction({ to: address, value: parseEther('2') }) })
    await publicClient.waitForTransactionReceipt({ hash: await wallet(funderIndex).writeContract({ ...env.stack.evm.contracts.token, functionName: 'transfer', args: [address, parseUnits('40', 6)] }) })
  }, 120_000)
  afterAll(() => context?.close())

  it('default: an unlimited DUSD approve asked through getProvider shows the unlimited warning naming the spender, the exchange by its name', async () => {
    const asked = provider('eth_sendTransaction', [{ from: address, to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router(), maxUint256] }) }])
    const section = await simulated(page)
    // The router is Uniswap V2's, as the API's registry names it; its address one press away.
    await section.getByTestId('simulation-allowance').getByRole('button', { name: 'Uniswap V2' }).waitFor()
    expect(await section.getByTestId('simulation-allowance').textContent()).toBe('Lets Uniswap V2 spend all your DUSD, with no limit')
    expect(await section.getByTestId('simulation-warnings').textContent()).toBe('Uniswap V2 may spend all of your DUSD, with no limit, until you take the allowance back.')
    // The approval's own card names the call's contract too: the DUSD token.
    await expect.poll(() => dialog().locator('dl.airlock-approval-card').last().textContent()).toContain('ToDUSD token')
    await section.getByTestId('simulation-allowance').getByRole('button', { name: 'Uniswap V2' }).click()
    expect(await section.getByTestId('simulation-allowance').getByTitle(router()).textContent()).toBe(short(router()))
    // The simulation sits above the request as the frame decoded it.
    const order = await dialog().evaluate((element) => [...element.querySelectorAll('[data-testid=simulation], dl.airlock-approval-card')].map((node) => node.tagName))
    expect(order[0]).toBe('SECTION')
    expect(await axeViolations(page)).toEqual([])
    await screenshotModal(page, 'simulation-approval-unlimited')
    await dialog().getByRole('button', { name: 'Reject' }).click()
    expect(await asked).toEqual({ code: 4001 })
  })

  it('rule: a DUSD transfer above the balance shows the revert reason, and Approve needs a second confirmation', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const asked = provider('eth_sendTransaction', [{ from: address, to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('1000', 6)] }) }])
    await simulated(page, 'reverted')
    expect(await dialog().getByTestId('simulation-fail').textContent()).toBe(`Will fail: InsufficientBalance(from: ${address}, balance: 40000000, needed: 1000000000)`)
    await pressApprove()
    // Nothing is sent on the wallet's press: the failure is confirmed once more.
    await dialog().getByRole('button', { name: 'Continue anyway' }).waitFor({ timeout: 15_000 })
    expect(await dialog().getByText('The simulation says this will fail. Continue anyway?').count()).toBe(1)
    expect(await dialog().locator(APPROVE_FRAME).count()).toBe(0)
    await screenshotModal(page, 'simulation-approval-will-fail')
    // Reject acts at once, whatever the simulation said.
    await dialog().getByRole('button', { name: 'Reject' }).click()
    expect(await asked).toEqual({ code: 4001 })
    expect(await dusdOf(to)).toBe(0n)
  })

  it('default: an EIP-2612 permit signature shows its spender and amount, and signs after Approve', async () => {
    const spender = env.stack.evm.accounts[9]!.address
    const typedData = {
      domain: { name: 'Demo USD', version: '1', chainId: 31337, verifyingContract: dusd() },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
      },
      primaryType: 'Permit' as const,
      message: { owner: address, spender, value: '250000000', nonce: '0', deadline: '1900000000' },
    }
    const asked = provider('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-allowance').textContent()).toMatch(new RegExp(`^Lets ${short(spender)} spend 250.000 DUSD until .*2030`))
    await screenshotModal(page, 'simulation-approval-permit')
    await pressApprove()
    const { result } = (await asked) as { result: Hex }
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address, domain: { ...typedData.domain, chainId: 31337n }, types, primaryType: 'Permit', message: { ...typedData.message, value: 250_000_000n, nonce: 0n, deadline: 1_900_000_000n }, signature: result })).toBe(true)
  })

  it('rule: while it simulates the approval says so; with no simulation to be had it says "Could not simulate this transaction", and Approve goes on', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The frame's request to the API is held, then refused.
    await context.route('**/v1/simulate**', async (route) => {
      await held
      await route.abort()
    })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const asked = provider('eth_sendTransaction', [{ from: address, to, value: `0x${parseEther('0.01').toString(16)}` }])
    // Pending for 1.5 s at most: the screenshot may already show what comes after.
    await dialog().locator('[data-testid=simulation][data-status=pending]').waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'simulation-approval-pending')
    release()
    await dialog().getByTestId('simulation-unavailable').waitFor({ timeout: 15_000 })
    expect(await dialog().getByTestId('simulation-unavailable').textContent()).toContain('Could not simulate this transaction')
    await screenshotModal(page, 'simulation-approval-unavailable')
    await context.unroute('**/v1/simulate**')
    await pressApprove()
    const { result } = (await asked) as { result: Hex }
    expect((await clients.publicClient.waitForTransactionReceipt({ hash: result })).status).toBe('success')
  })

  it('default: a swap of 0.1 ETH through the embedded wallet shows −0.1 ETH and +DUSD within slippage of what the chain delivers', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await previewSwapOfEth(page)
    await simulated(page)
    await dialog().getByRole('button', { name: 'Swap', exact: true }).click()
    // The approval's own simulation, fetched by the frame.
    await dialog().getByRole('button', { name: 'Reject' }).waitFor({ timeout: 30_000 })
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−0.100 ETH')
    const shown = unitsOf((await section.getByTestId('simulation-in').textContent())!, 6)
    const before = await dusdOf(address)
    await pressApprove()
    await swapDone(page)
    expect(withinSlippage((await dusdOf(address)) - before, shown, 6)).toBe(true)
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it('default: a Solana SPL send shows −amount of the token', async () => {
    const owner = await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { solana?: { address?: string } } } } } }).airlock.chain.state.accounts.solana?.address)
    const connection = new Connection(env.stack.solana.url, { commitment: 'confirmed', wsEndpoint: env.stack.solana.wsUrl })
    const payer = Keypair.fromSecretKey(env.stack.solana.accounts[0]!.secretKey)
    const mint = new PublicKey(env.stack.solana.tokenMint)
    await connection.confirmTransaction(await connection.requestAirdrop(new PublicKey(owner!), 1_000_000_000), 'confirmed')
    const from = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey)
    const mine = await getOrCreateAssociatedTokenAccount(connection, payer, mint, new PublicKey(owner!))
    await splTransfer(connection, payer, from.address, mine.address, payer, 10_000_000n)
    const to = Keypair.generate().publicKey.toBase58()
    const sent = page.evaluate(
      async ([receiver, token]) => {
        const airlock = (window as unknown as { airlock: { connection(): Promise<{ sendTransaction(r: unknown, namespace: string): Promise<string> }> } }).airlock
        return (await airlock.connection()).sendTransaction({ to: receiver, value: 2_500_000n, token }, 'solana')
      },
      [to, env.stack.solana.tokenMint] as const,
    )
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').allTextContents()).toContain('−2.500 DUSD')
    await screenshotModal(page, 'simulation-approval-spl')
    await pressApprove()
    await connection.confirmTransaction(await sent, 'confirmed')
    expect((await connection.getTokenAccountBalance(mine.address)).value.amount).toBe('7500000')
  })
})

describe('simulation of a smart account\'s batch', { timeout: 180_000 }, () => {
  let context: BrowserContext
  let page: Page
  let smart: Address
  const dialog = () => page.getByRole('dialog')
  // The wallet's own Approve button, in its frame: the only press that approves.
  const pressApprove = () => dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })

  beforeAll(async () => {
    context = await launchBrowserProfile()
    page = await context.newPage()
    timeSimulations(page)
    await page.goto(env.stack.urls.demo!)
    await signInThroughModal(env.stack, page, `simulation-smart-${Date.now()}@example.com`)
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Use smart account' }).click()
    // The switch first says the smart account has an address of its own; its own button switches.
    await dialog().getByTestId('account-type-switch').getByRole('button', { name: 'Use smart account' }).click()
    await dialog().getByRole('button', { name: 'Use regular account' }).waitFor({ timeout: 30_000 })
    smart = (await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)) as Address
    const { publicClient, wallet } = clients
    await publicClient.waitForTransactionReceipt({ hash: await wallet(funderIndex).sendTransaction({ to: smart, value: parseEther('1') }) })
    await publicClient.waitForTransactionReceipt({ hash: await wallet(funderIndex).writeContract({ ...env.stack.evm.contracts.token, functionName: 'transfer', args: [smart, parseUnits('100', 6)] }) })
    await dialog().getByRole('button', { name: 'Close' }).click()
  }, 120_000)
  afterAll(() => context?.close())

  it('default: a two-call batch (approve, then a swap that spends it) shows the net result of both calls, and the chain delivers it', async () => {
    // Its first user operation deploys the account; the batch then runs as the account's own executeBatch.
    const tip = page.evaluate(async () => {
      const airlock = (window as unknown as { airlock: { connection(): Promise<{ sendTransaction(r: unknown): Promise<string> }> } }).airlock
      return (await airlock.connection()).sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1n })
    })
    await simulated(page)
    await pressApprove()
    await clients.publicClient.waitForTransactionReceipt({ hash: (await tip) as Hex })
    expect(await clients.publicClient.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{4,}/)

    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const calls = [
      { to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router(), parseUnits('30', 6)] }) },
      { to: router(), data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('30', 6), 1n, [dusd(), env.stack.evm.contracts.uniswap.weth.address], smart, deadline] }) },
    ]
    const sent = page.evaluate(
      ([from, batch]) => {
        const airlock = (window as unknown as { airlock: { getProvider(namespace: string): { request(args: { method: string; params: unknown[] }): Promise<{ id: string }> } } }).airlock
        return airlock.getProvider('eip155')!.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from, calls: batch, atomicRequired: true }] })
      },
      [smart, calls] as const,
    )
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−30.000 DUSD')
    const received = unitsOf((await section.getByTestId('simulation-in').textContent())!, 18)
    expect(await section.getByTestId('simulation-in').textContent()).toMatch(/^\+0\.\d+ ETH$/)
    await section.getByTestId('simulation-allowance').getByRole('button', { name: 'Uniswap V2' }).waitFor()
    expect(await section.getByTestId('simulation-allowance').textContent()).toBe('Lets Uniswap V2 spend 30.000 DUSD')
    expect(await section.getByTestId('simulation-incomplete').count()).toBe(0)
    await screenshotModal(page, 'simulation-approval-smart-batch')
    const before = { dusd: await dusdOf(smart), eth: await clients.publicClient.getBalance({ address: smart }) }
    await pressApprove()
    const { id } = await sent
    await expect.poll(async () => (await dusdOf(smart)) < before.dusd, { timeout: 30_000 }).toBe(true)
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(before.dusd - (await dusdOf(smart))).toBe(parseUnits('30', 6))
    // The ETH the swap paid in, shown floored to three decimals (or three significant digits):
    // no more than one unit of its last decimal above it, less the gas a sponsor did not cover.
    const gained = (await clients.publicClient.getBalance({ address: smart })) - before.eth
    expect(gained).toBeLessThanOrEqual(received + parseEther('0.001'))
    expect(gained).toBeGreaterThan(received - parseEther('0.01'))
  })

  it('rule names: a send to bob.eth from the smart account is approved "To bob.eth" with no jargon (no user operation, no gas figure), and its result reads "to bob.eth"', async () => {
    const bob = env.stack.ensChain.names.find((n) => n.name === 'bob.eth')!.account.address
    const before = await clients.publicClient.getBalance({ address: bob })
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog().getByRole('button', { name: /^Token/ }).click()
    await dialog().getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^ETH/ }).click()
    await dialog().getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await dialog().getByRole('textbox', { name: 'To' }).fill('bob.eth')
    await dialog().getByTestId('send-resolved').filter({ hasText: `bob.eth is ${short(bob)}` }).waitFor({ timeout: 15_000 })
    await dialog().getByRole('button', { name: 'Preview' }).click()
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    // The wallet's approval: the receiver by the name the person typed, the address a press away.
    await dialog().getByRole('button', { name: 'Reject' }).waitFor({ timeout: 30_000 })
    const to = dialog().locator('dl.airlock-approval-card').last().getByRole('button', { name: 'bob.eth' })
    await to.waitFor()
    await simulated(page)
    const text = (await dialog().textContent())!
    expect(text).not.toMatch(/user operation|Calls|Gas used|Only part of/)
    expect(await dialog().getByTestId('approval-smart-account').textContent()).toMatch(/Network fee(Sponsored by|Paid by your account)/)
    await screenshotModal(page, 'approval-send-bob')
    await to.click()
    expect(await dialog().locator('dl.airlock-approval-card').last().textContent()).toContain(bob)
    await pressApprove()
    const result = dialog().getByTestId('send-result').first()
    await result.and(dialog().locator('[data-status=confirmed]')).waitFor({ timeout: 30_000 })
    expect(await result.getByTestId('send-result-to').textContent()).toBe('to bob.eth')
    await screenshotModal(page, 'send-result-bob')
    expect(await clients.publicClient.getBalance({ address: bob })).toBe(before + parseEther('0.01'))
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it('behavior: a user operation an app sends (eth_sendUserOperation) shows what its calls do', async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const inner = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('1.25', 6)] })
    const callData = encodeFunctionData({ abi: parseAbi(['function execute(address dest, uint256 value, bytes func)']), functionName: 'execute', args: [dusd(), 0n, inner] })
    const sent = page.evaluate(
      ([sender, data, entryPoint]) => {
        const airlock = (window as unknown as { airlock: { getProvider(namespace: string): { request(args: { method: string; params: unknown[] }): Promise<string> } } }).airlock
        return airlock.getProvider('eip155')!.request({ method: 'eth_sendUserOperation', params: [{ sender, nonce: '0x0', callData: data }, entryPoint] })
      },
      [smart, callData, entryPoint07Address] as const,
    )
    const section = await simulated(page)
    expect(await section.getByTestId('simulation-out').textContent()).toBe('−1.250 DUSD')
    await pressApprove()
    expect(await sent).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => dusdOf(to), { timeout: 30_000 }).toBe(parseUnits('1.25', 6))
  })
})

describe('simulation figures', () => {
  it('figures: POST /v1/simulate of a 0.1 ETH swap against this local stack, 10 warm-up and 40 timed, one at a time (median, 90th percentile)', async () => {
    const api = (path: string) => `${env.stack.urls.api}${path}?projectId=${DEMO_PROJECT_ID}`
    const account = env.stack.evm.accounts[injectedIndex]!.address
    const built = await fetch(api('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', to: `eip155:31337:${dusd()}`, amount: parseEther('0.1').toString(), userAddress: account, disableEstimate: true }),
    })
    const { tx } = (await built.json()) as { tx: { to: string; value: string; data: string } }
    const body = JSON.stringify({ chainId: 'eip155:31337', account, calls: [{ to: tx.to, value: tx.value, data: tx.data }] })
    const times: number[] = []
    for (let i = 0; i < 50; i++) {
      const started = performance.now()
      const res = await fetch(api('/v1/simulate'), { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(res.status).toBe(200)
      await res.json()
      if (i >= 10) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.info(`[simulation figures] POST /v1/simulate, a 0.1 ETH swap against the local stack: median ${times[20]!.toFixed(1)} ms, p90 ${times[36]!.toFixed(1)} ms over 40`)
  })
})
