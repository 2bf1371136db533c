import type { BrowserContext, Page } from 'playwright-core'
import { encodeFunctionData, encodePacked, erc20Abi, http, pad, parseAbi, parseEther, type Address, type Hex } from 'viem'
import { createBundlerClient, toSoladySmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'
import { launchBrowserProfile } from './helpers/launchBrowserProfile.js'
import { screenshotDir, screenshotModal } from './helpers/screenshotAtWidths.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { revertReason } from '../../plugins/permissions/revertReason.js'

// The demo's Tips on the local stack's first chain, with the real alto bundler: one approval in
// the modal, tips by the app's own key with no prompt, and every limit enforced on chain by the
// Delegation Framework's contracts, also for operations sent straight to the bundler.
const env = useStackAndBrowser()

let context: BrowserContext
let page: Page
let person: Address

const dialog = () => page.getByRole('dialog')
const clients = () => createDevnetClients(env.stack.evm)
const jar = () => env.stack.demoConfig['tipJar'] as Address
const approve = async () => {
  const button = dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' })
  await button.waitFor({ timeout: 30_000 })
  await button.click({ timeout: 30_000 })
}
const tipsStatus = () => page.getByTestId('tips-status').textContent()
const stored = async () => {
  const [key, grant] = await page.evaluate(() => [sessionStorage.getItem('airlock-demo:tip-key'), sessionStorage.getItem('airlock-demo:tip-grant')])
  return { key: key as Hex, grant: JSON.parse(grant!) as { context: Hex; signerMeta: { delegationManager: Address }; signer: { data: { address: Address } } } }
}
/** With AIRLOCK_SCREENSHOTS set, the demo's Tips section at 1280 and 360 px wide. */
const screenshotTips = async (name: string) => {
  if (!screenshotDir) return
  const size = page.viewportSize()
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: size?.height ?? 800 })
    await page.getByRole('heading', { name: 'Tips' }).evaluate((heading) => heading.closest('section')?.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png` })
  }
  if (size) await page.setViewportSize(size)
}
const redeemAbi = parseAbi(['function redeemDelegations(bytes[] permissionContexts, bytes32[] modes, bytes[] executionCallDatas)'])

/**
 * Sends one redemption of `grant` straight to the bundler (alto, not the API, not the frame,
 * not the modal) as the app's own account, with gas limits set so nothing is estimated first:
 * answers how it ended, and what the chain said.
 */
async function sendStraightToBundler(key: Hex, grant: { context: Hex; signerMeta: { delegationManager: Address } }, call: { to: Address; value?: bigint; data?: Hex }) {
  const { publicClient } = clients()
  const account = await toSoladySmartAccount({ client: publicClient, owner: privateKeyToAccount(key), factoryAddress: env.stack.evm.smartAccounts.airlockAccountFactory, salt: pad(privateKeyToAccount(key).address, { dir: 'right', size: 32 }) })
  const bundler = createBundlerClient({ account, client: publicClient, transport: http(env.stack.bundler.url, { retryCount: 0, timeout: 60_000 }), pollingInterval: 200 })
  const data = encodeFunctionData({ abi: redeemAbi, functionName: 'redeemDelegations', args: [[grant.context], [pad('0x00', { size: 32 })], [encodePacked(['address', 'uint256', 'bytes'], [call.to, call.value ?? 0n, call.data ?? '0x'])]] })
  const fees = await publicClient.estimateFeesPerGas()
  try {
    const hash = await bundler.sendUserOperation({
      calls: [{ to: grant.signerMeta.delegationManager, data }],
      callGasLimit: 500_000n, verificationGasLimit: 500_000n, preVerificationGas: 100_000n,
      maxFeePerGas: fees.maxFeePerGas * 2n, maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    return receipt.success ? { outcome: 'included' as const } : { outcome: 'reverted' as const, reason: revertReason(receipt.reason ?? '') }
  } catch (error) {
    return { outcome: 'refused' as const, reason: revertReason((error as { details?: string }).details ?? (error as Error).message) }
  }
}

beforeAll(async () => {
  context = await launchBrowserProfile()
  page = await context.newPage()
  await page.goto(env.stack.urls.demo!)
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
  await signInThroughModal(env.stack, page, `tips-${Date.now()}@example.com`)
  person = (await page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: { address?: string } } } } } }).airlock.chain.state.accounts.eip155?.address)) as Address
  // The person's account pays for its upgrade and holds what the tips spend.
  const { publicClient, wallet } = clients()
  await publicClient.waitForTransactionReceipt({ hash: await wallet(2).sendTransaction({ to: person, value: parseEther('1') }) })
}, 180_000)
afterAll(async () => {
  await context?.close()
})

describe('permissions: one approval, tips with no prompt, limits enforced on chain', { timeout: 180_000 }, () => {
  it('default: before any grant, Account → App permissions says no app holds one and what would put one there', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Email & keys' }).click()
    await dialog().getByRole('button', { name: 'App permissions' }).click()
    await dialog().getByText('No app holds a permission.').waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'permissions-list-empty')
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it('default: the modal shows the grant in words (app, account, what per period, to whom, until when, the account upgrade it costs); approving answers the context', async () => {
    await page.getByRole('button', { name: /^Allow tips/ }).click()
    await dialog().getByRole('heading', { name: 'Grant Permission' }).waitFor({ timeout: 30_000 })
    // The summary's words are drawn from a chunk of their own, a moment after the view's title.
    await expect.poll(() => dialog().textContent(), { timeout: 30_000 }).toContain('Up to 0.010 ETH per day')
    const words = await dialog().textContent()
    expect(words).toContain(env.stack.urls.demo!.replace(/\/$/, ''))
    expect(words).toContain('Up to 0.010 ETH per day')
    expect(words).toContain('Account upgrade')
    expect(words).toContain(env.stack.evm.permissions.eip7702DeleGator)
    expect(words).toContain(jar())
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'permissions-approval')
    await approve()
    await expect.poll(tipsStatus, { timeout: 60_000 }).toContain('Tips allowed')
    // The account now runs the framework's account code (EIP-7702), as the approval said.
    expect((await clients().publicClient.getCode({ address: person }))?.toLowerCase()).toBe(`0xef0100${env.stack.evm.permissions.eip7702DeleGator.slice(2)}`.toLowerCase())
  })

  it('behavior: ten tips go through with no prompt; the eleventh is refused by the check first and, sent straight to the bundler, by the chain', async () => {
    const { publicClient } = clients()
    const before = await publicClient.getBalance({ address: jar() })
    for (let tip = 1; tip <= 10; tip++) {
      await page.getByRole('button', { name: /^Tip / }).click()
      await expect.poll(tipsStatus, { timeout: 60_000 }).toContain('Tipped')
      await expect.poll(() => page.getByTestId('tips-left').textContent()).toContain(`Tips sent here: ${tip}`)
      expect(await dialog().count()).toBe(0)
    }
    expect(await publicClient.getBalance({ address: jar() })).toBe(before + parseEther('0.01'))
    await page.getByRole('button', { name: /^Tip / }).click()
    await expect.poll(tipsStatus, { timeout: 30_000 }).toContain('PERMISSION_EXCEEDED')
    expect(await page.getByTestId('tips-left').textContent()).toContain('Left today: 0 ETH')
    await screenshotTips('tips-spent')
    const { key, grant } = await stored()
    const direct = await sendStraightToBundler(key, grant, { to: jar(), value: parseEther('0.001') })
    expect(direct.outcome).not.toBe('included')
    expect(direct.reason).toBe('NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded')
    expect(await publicClient.getBalance({ address: jar() })).toBe(before + parseEther('0.01'))
  })

  it('behavior: Account lists the grant (what, used and left this period, until when); Revoke ends it on chain, and the bundler is refused after', async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: 'Email & keys' }).click()
    await dialog().getByRole('button', { name: 'App permissions' }).click()
    const card = dialog().getByTestId('permission-grant')
    await card.first().waitFor({ timeout: 30_000 })
    const listed = await card.first().textContent()
    expect(listed).toContain('0.010 ETH used · 0.000 ETH left')
    expect(listed).toContain('Up to 0.010 ETH per day')
    await screenshotModal(page, 'permissions-list')
    await card.first().getByRole('button', { name: /^Revoke the permission of/ }).click()
    await dialog().getByRole('heading', { name: 'Revoke Permission' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => dialog().textContent(), { timeout: 30_000 }).toContain('The app can no longer use this permission')
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    await screenshotModal(page, 'permissions-revoke')
    await approve()
    await dialog().getByRole('status').filter({ hasText: 'can no longer use that permission' }).waitFor({ timeout: 60_000 })
    expect(await dialog().getByTestId('permission-grant').count()).toBe(0)
    await dialog().getByRole('button', { name: 'Close' }).click()
    const { key, grant } = await stored()
    const direct = await sendStraightToBundler(key, grant, { to: jar(), value: 1n })
    expect(direct.outcome).not.toBe('included')
    expect(direct.reason).toMatch(/CannotUseADisabledDelegation|0x05baa052/)
    await page.getByRole('button', { name: /^Tip / }).click()
    await expect.poll(tipsStatus, { timeout: 30_000 }).toContain('PERMISSION_REVOKED')
  })

  it('behavior: a grant for one contract acts there and is refused on another, by the check and on chain', async () => {
    const { token, gold } = env.stack.evm.contracts
    const { key } = await stored()
    const granting = page.evaluate(async ({ token, key }) => {
      const airlock = (window as unknown as { airlock: { plugins: { api(name: string): Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> } } }).airlock
      const permissions = await airlock.plugins.api('permissions')
      const { address } = (await permissions.appAccount!(key)) as { address: string }
      return permissions.grant!({ chainId: '0x7a69', expiry: Math.floor(Date.now() / 1000) + 3600, signer: { type: 'account', data: { address } }, permission: { type: 'contract-call', data: { contracts: [token], functions: ['approve(address,uint256)'] } } })
    }, { token: token.address, key })
    await dialog().getByRole('heading', { name: 'Grant Permission' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => dialog().textContent(), { timeout: 30_000 }).toContain('approve(address,uint256)')
    expect(await dialog().textContent()).toContain('None: your account already runs')
    await approve()
    const [grant] = (await granting) as [{ context: Hex; signerMeta: { delegationManager: Address } }]
    const spender = jar()
    const approveCall = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] })
    expect(await sendStraightToBundler(key, grant, { to: token.address, data: approveCall })).toEqual({ outcome: 'included' })
    const { publicClient } = clients()
    expect(await publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [person, spender] })).toBe(5n)
    const elsewhere = await sendStraightToBundler(key, grant, { to: gold.address, data: approveCall })
    expect(elsewhere.outcome).not.toBe('included')
    expect(elsewhere.reason).toBe('AllowedTargetsEnforcer:target-address-not-allowed')
    expect(await publicClient.readContract({ address: gold.address, abi: erc20Abi, functionName: 'allowance', args: [person, spender] })).toBe(0n)
    const checked = await page.evaluate(async ({ grant, key, gold, data }) => {
      const airlock = (window as unknown as { airlock: { plugins: { api(name: string): Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> } } }).airlock
      const permissions = await airlock.plugins.api('permissions')
      return permissions.sendCalls!({ permission: grant, calls: [{ to: gold, data }], key }).then(() => 'sent', (error: { code?: string }) => error.code)
    }, { grant, key, gold: gold.address, data: approveCall })
    expect(checked).toBe('PERMISSION_NOT_ALLOWED')
  })

  it('error: the smart account cannot grant permissions, and says why (4200 class)', async () => {
    if (await dialog().count()) await dialog().getByRole('button', { name: 'Close' }).click()
    const answer = await page.evaluate(async () => {
      const airlock = (window as unknown as { airlock: { connection(): Promise<{ connector(name: string): Promise<{ setPreferredAccount(type: string): Promise<unknown> }> }>; plugins: { api(name: string): Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> } } }).airlock
      const embedded = await (await airlock.connection()).connector('embedded')
      await embedded.setPreferredAccount('smartAccount')
      const permissions = await airlock.plugins.api('permissions')
      const outcome = await permissions.grant!({ chainId: '0x7a69', expiry: Math.floor(Date.now() / 1000) + 3600, signer: { type: 'account', data: { address: '0x000000000000000000000000000000000000a11c' } }, permission: { type: 'native-token-periodic', data: { periodAmount: '0x1', periodDuration: 60 } } })
        .then(() => ({ code: 'granted', message: '' }), (error: { code?: string; shortMessage?: string }) => ({ code: error.code, message: error.shortMessage }))
      await embedded.setPreferredAccount('eoa')
      return outcome
    })
    expect(answer.code).toBe('PERMISSIONS_UNSUPPORTED')
    expect(answer.message).toMatch(/smart account/i)
    expect(await dialog().count()).toBe(0)
  })

  it('behavior: an atomic batch of the upgraded account runs through the framework’s account code; the account keeps it, and its grants with it', async () => {
    const { publicClient } = clients()
    const [a, b] = ['0x000000000000000000000000000000000000b0a1', '0x000000000000000000000000000000000000b0a2'] as const
    const sending = page.evaluate(async ({ from, a, b }) => {
      const airlock = (window as unknown as { airlock: { connection(): Promise<{ request(args: unknown, namespace: string): Promise<unknown> }> } }).airlock
      return (await airlock.connection()).request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: true, calls: [{ to: a, value: '0x1' }, { to: b, value: '0x2' }] }] }, 'eip155')
    }, { from: person, a, b })
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    expect(await dialog().textContent()).not.toContain('Account upgrade')
    // Simulated as it is sent: through the framework account's ERC-7579 execute, succeeding.
    await dialog().locator('[data-testid=simulation][data-status=success]').waitFor({ timeout: 30_000 })
    await approve()
    expect(await sending).toMatchObject({ id: expect.stringMatching(/^0x/) })
    await expect.poll(() => publicClient.getBalance({ address: b }), { timeout: 30_000 }).toBe(2n)
    expect(await publicClient.getBalance({ address: a })).toBe(1n)
    expect((await publicClient.getCode({ address: person }))?.toLowerCase()).toBe(`0xef0100${env.stack.evm.permissions.eip7702DeleGator.slice(2)}`.toLowerCase())
  })

  it('behavior: once the chain passes its expiry, a grant is refused on chain and by the check', async () => {
    const { key } = await stored()
    const granting = page.evaluate(async (key) => {
      const airlock = (window as unknown as { airlock: { plugins: { api(name: string): Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> } } }).airlock
      const permissions = await airlock.plugins.api('permissions')
      const { address } = (await permissions.appAccount!(key)) as { address: string }
      return permissions.grant!({ chainId: '0x7a69', expiry: Math.floor(Date.now() / 1000) + 600, signer: { type: 'account', data: { address } }, permission: { type: 'native-token-periodic', data: { periodAmount: '0x38d7ea4c68000', periodDuration: 86400 } } })
    }, key)
    await approve()
    const [grant] = (await granting) as [{ context: Hex; signerMeta: { delegationManager: Address } }]
    const { publicClient } = clients()
    const payee = '0x000000000000000000000000000000000000e4b1' as Address
    expect(await sendStraightToBundler(key, grant, { to: payee, value: 1n })).toEqual({ outcome: 'included' })
    await publicClient.request({ method: 'evm_increaseTime' as never, params: [700] as never })
    await publicClient.request({ method: 'evm_mine' as never })
    const late = await sendStraightToBundler(key, grant, { to: payee, value: 1n })
    expect(late.outcome).not.toBe('included')
    expect(late.reason).toBe('TimestampEnforcer:expired-delegation')
    expect(await publicClient.getBalance({ address: payee })).toBe(1n)
    const checked = await page.evaluate(async ({ grant, key, payee }) => {
      const airlock = (window as unknown as { airlock: { plugins: { api(name: string): Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> } } }).airlock
      const permissions = await airlock.plugins.api('permissions')
      return permissions.sendCalls!({ permission: grant, calls: [{ to: payee, value: 1n }], key }).then(() => 'sent', (error: { code?: string }) => error.code)
    }, { grant, key, payee })
    expect(checked).toBe('PERMISSION_EXPIRED')
  })
})
