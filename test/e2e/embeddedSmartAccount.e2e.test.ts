import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, toHex, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { verifySiwxMessage } from '../../server/api/siwx/verifySiwxMessage.js'
import { createDevnetClients } from '../../local/devnet/evm/createDevnetClients.js'
import { startApiServer } from '../../server/api/startApiServer.js'
import { localSmartAccounts } from '../../local/stack/localSmartAccounts.js'
import { DEMO_PROJECT_ID } from '../../local/stack/startStack.js'
import { findFreePort } from './helpers/findFreePort.js'
import { screenshotModal } from './helpers/screenshotAtWidths.js'
import { startFrameParentServer } from '../fixtures/frameParent/startFrameParentServer.js'
import { pressApprove, expectSuccess as ok, openFrameParent, requestApproved, type FrameParentPage } from './helpers/openFrameParent.js'
import { signInWithEmail } from './helpers/signInWithEmail.js'
import { signInThroughModal } from './helpers/signInThroughModal.js'
import type { BrowserContext, Page } from 'playwright-core'
import { browserModes, frameKeeps } from './helpers/browserModes.js'
import { useStackAndBrowser } from './helpers/useStackAndBrowser.js'
import { APPROVE_FRAME } from './helpers/approveFrame.js'

// The stack's first chain (31337) has the real alto bundler and the demo project's sponsor
// (plain ETH sends and calls to DUSD); the second (31338) has smart-account contracts but
// no bundler: a network without smart accounts.
// The app's own ERC-7677 paymaster service: a second Airlock API with a project of its own,
// on a port the demo project lists before the stack starts.
const appPaymasterPort = await findFreePort()
const appPaymasterOrigin = `http://127.0.0.1:${appPaymasterPort}`
// The fixture parent page on 127.0.0.1, an origin the demo project allows: another site than the wallet frame on localhost.
const fixture = await startFrameParentServer()
const appUrl = `http://127.0.0.1:${fixture.port}`
afterAll(() => fixture.stop())
const env = useStackAndBrowser({ paymasterServices: [appPaymasterOrigin], allowedOrigins: [appUrl] })
const chainId = 'eip155:31337'
const otherChainId = 'eip155:31338'
// keccak256('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)')
const userOperationEventTopic = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

let parent: FrameParentPage
let eoa: Address
let smart: Address

const clients = () => createDevnetClients(env.stack.evm)
const siweMessage = (address: Address) =>
  createSiweMessage({ address, chainId: 31337, domain: 'app.example', uri: 'https://app.example/login', nonce: `n${Date.now()}`, version: '1', issuedAt: new Date() })
const eip712DomainType = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]
const recipient = () => privateKeyToAccount(generatePrivateKey()).address
const approved = (method: string, params: unknown) => requestApproved(parent, method, params, chainId)

// In each browser mode: a profile that keeps the frame's storage, and a private window.
describe.each(browserModes)('embedded wallet ($name)', (mode) => {
  beforeAll(async () => {
    parent = await openFrameParent(env.browser, env.stack, { parentUrl: appUrl, context: await mode.open(env.browser) })
    const signedIn = await signInWithEmail(env.stack, parent, `smart-${Date.now()}@example.com`)
    eoa = signedIn.result.user.accounts.find((a) => a.namespace === 'eip155')!.address as Address
  })
  afterAll(async () => {
    await parent?.context.close()
  })

  describe('smart accounts through the frame and the real alto bundler', { timeout: 120_000 }, () => {
    it("SPEC §7/§8: on a network without smart accounts, set preferred account answers 'This application might not support Smart Accounts' and the EOA stays", async () => {
      expect(ok(await parent.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks).toEqual([31337])
      ok(await parent.request('SWITCH_NETWORK', { chainId: otherChainId }))
      expect(await parent.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
        ok: false,
        code: 'unsupported',
        message: 'This application might not support Smart Accounts',
      })
      const { user } = ok(await parent.request('GET_USER', {}))
      expect(user).toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountEnabledNetworks: [31337] })
      ok(await parent.request('SWITCH_NETWORK', { chainId }))
    })

    it('SPEC §3/§7: switching to the smart account gives its counterfactual address; the first user operation deploys it', async () => {
      const { publicClient, wallet } = clients()
      const init = ok(await parent.request('INIT_SMART_ACCOUNT', {}))
      expect(init.isDeployed).toBe(false)
      // An approval shown for the EOA does not carry over to the smart account.
      const before = { chainId, method: 'eth_sendTransaction', params: [{ to: recipient(), value: toHex(1n) }] }
      const { approvalId } = ok(await parent.request('PREPARE_APPROVAL', before))
      await pressApprove(parent, approvalId)
      const set = ok(await parent.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
      expect(await parent.request('RPC_REQUEST', { ...before, approvalId })).toMatchObject({ ok: false, code: 'approval_required' })
      expect(set).toEqual({ type: 'smartAccount', address: init.address })
      smart = set.address
      expect(smart).not.toBe(eoa)
      expect(await publicClient.getCode({ address: smart })).toBeUndefined()
      const described = ok(await parent.request('GET_USER', {})).user
      expect(described).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false })
      expect(described.accounts.find((a: { namespace: string }) => a.namespace === 'eip155')).toEqual({ namespace: 'eip155', address: smart, type: 'smartAccount' })
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_accounts' })).result).toEqual([smart])

      // SIWX from the account before it exists: an ERC-6492 signature the API verifies.
      const message = siweMessage(smart)
      const { result: counterfactualSignature } = await approved('personal_sign', [message, smart])
      expect((counterfactualSignature as Hex).endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
      await expect(verifySiwxMessage(message, counterfactualSignature as string, { evmClient: () => publicClient, solana: [] })).resolves.toMatchObject({ address: smart, chainId })
      expect(await publicClient.getCode({ address: smart })).toBeUndefined()

      await publicClient.waitForTransactionReceipt({ hash: await wallet(1).sendTransaction({ to: smart, value: parseEther('1') }) })
      const to = recipient()
      const started = performance.now()
      const { summary, result } = await approved('eth_sendTransaction', [{ from: smart, to, value: toHex(parseEther('0.01')) }])
      const roundTrip = performance.now() - started
      expect(summary).toMatchObject({ kind: 'evmTransactions', transactions: [{ from: smart, to }], smartAccount: { address: smart } })
      const receipt = await publicClient.getTransactionReceipt({ hash: result as Hex })
      expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
      expect(receipt.logs.filter((log) => log.topics[0] === userOperationEventTopic)).toHaveLength(1)
      expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
      expect((await publicClient.getCode({ address: smart }))?.length).toBeGreaterThan(2)
      expect(ok(await parent.request('GET_USER', {})).user).toMatchObject({ address: smart, smartAccountDeployed: true })
      console.log(`[smart account figures] first user operation (deploys the account), prepare → included: ${roundTrip.toFixed(0)} ms`)
    })

    it('ERC-1271: the deployed account signs SIWX messages and typed data; its signature holds for it alone, never for its owner key', async () => {
      const { publicClient } = clients()
      const message = siweMessage(smart)
      const { summary, result: signature } = await approved('personal_sign', [message, smart])
      expect(summary).toMatchObject({ kind: 'message', namespace: 'eip155', address: smart })
      await expect(verifySiwxMessage(message, signature as string, { evmClient: () => publicClient, solana: [] })).resolves.toMatchObject({ address: smart })
      expect(await publicClient.verifyMessage({ address: smart, message, signature: signature as Hex })).toBe(true)
      // ERC-7739: what the owner key signed is bound to this account; it proves nothing for the EOA.
      expect(await publicClient.verifyMessage({ address: eoa, message, signature: signature as Hex })).toBe(false)
      await expect(verifySiwxMessage(message.replace(smart, eoa), signature as string, { evmClient: () => publicClient, solana: [] })).rejects.toMatchObject({ status: 401 })

      const typedData = {
        domain: { name: 'Airlock test', version: '1', chainId: 31337, verifyingContract: env.stack.evm.contracts.token.address },
        types: { Order: [{ name: 'amount', type: 'uint256' }, { name: 'to', type: 'address' }] },
        primaryType: 'Order',
        message: { amount: '42', to: eoa },
      } as const
      const { result: typedSignature } = await approved('eth_signTypedData_v4', [smart, JSON.stringify({ ...typedData, types: { EIP712Domain: eip712DomainType, ...typedData.types } })])
      expect(await publicClient.verifyTypedData({ address: smart, ...typedData, message: { amount: 42n, to: eoa }, signature: typedSignature as Hex })).toBe(true)
      expect(await publicClient.verifyTypedData({ address: smart, ...typedData, message: { amount: 43n, to: eoa }, signature: typedSignature as Hex })).toBe(false)
    })

    it('EIP-5792: wallet_getCapabilities reports atomic batches and the sponsor; an ERC-20 approve and transfer go as one approval and one user operation', async () => {
      const { publicClient, wallet } = clients()
      const capabilities = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCapabilities', params: [smart] })).result
      // ERC-7715: the smart account cannot grant permissions, and says why.
      expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'supported' }, atomicBatch: { supported: true }, paymasterService: { supported: true }, permissions: { supported: false, reason: expect.stringMatching(/smart account/) } })
      // No bundler on 31338: the EOA answers there, able to batch through EIP-7702 once delegated, and to grant permissions.
      expect(capabilities['0x7a6a']).toMatchObject({ atomic: { status: 'ready' }, permissions: { supported: true, status: 'ready' } })

      const token = env.stack.evm.contracts.token
      await publicClient.waitForTransactionReceipt({ hash: await wallet(1).writeContract({ ...token, functionName: 'transfer', args: [smart, parseUnits('50', 6)] }) })
      const spender = recipient()
      const to = recipient()
      const calls = [
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, parseUnits('7', 6)] }) },
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('5', 6)] }) },
      ]
      const started = performance.now()
      const { summary, result } = await approved('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls }])
      expect(summary.transactions).toHaveLength(2)
      expect(summary.transactions[1].erc20Transfer).toEqual({ token: token.address, to, amount: '5000000' })
      let status: any
      do {
        status = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCallsStatus', params: [result.id] })).result
      } while (status.status === 100)
      const roundTrip = performance.now() - started
      expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
      expect(status.receipts).toHaveLength(1)
      // SPEC §6 user-operation queries go straight to the chain's bundler.
      const byBundler = ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_getUserOperationReceipt', params: [result.id] })).result
      expect(byBundler).toMatchObject({ userOpHash: result.id, success: true, receipt: { transactionHash: status.receipts[0].transactionHash } })
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_supportedEntryPoints' })).result).toContain(entryPoint07Address)
      const receipt = await publicClient.getTransactionReceipt({ hash: status.receipts[0].transactionHash })
      expect(receipt.logs.filter((log) => log.topics[0] === userOperationEventTopic)).toHaveLength(1)
      expect(await publicClient.readContract({ ...token, functionName: 'allowance', args: [smart, spender] })).toBe(parseUnits('7', 6))
      expect(await publicClient.readContract({ ...token, functionName: 'balanceOf', args: [to] })).toBe(parseUnits('5', 6))
      console.log(`[smart account figures] batch of 2 calls, prepare → status 200: ${roundTrip.toFixed(0)} ms`)
    })

    it("behavior: a send the project's sponsor covers is shown as sponsored, and the account's ETH changes by the amount only", async () => {
      const { publicClient } = clients()
      const to = recipient()
      const before = await publicClient.getBalance({ address: smart })
      const started = performance.now()
      const { summary, result } = await approved('eth_sendTransaction', [{ from: smart, to, value: toHex(parseEther('0.1')) }])
      const roundTrip = performance.now() - started
      expect(summary.smartAccount).toEqual({ address: smart, sponsored: true })
      expect((await publicClient.getTransactionReceipt({ hash: result as Hex })).status).toBe('success')
      expect(await publicClient.getBalance({ address: smart })).toBe(before - parseEther('0.1'))
      console.log(`[smart account figures] sponsored send (deployed account), prepare → included: ${roundTrip.toFixed(0)} ms`)
    })

    it("ERC-7677: a batch naming the app's own paymaster service is shown as paid by it and is; one naming a service the project does not list is refused unless optional", async () => {
      const { publicClient } = clients()
      const weth = env.stack.evm.contracts.uniswap.weth
      const spender = recipient()
      // The demo project's own sponsor does not cover WETH; the app's service does.
      const appApi = await startApiServer({
        host: '127.0.0.1',
        port: appPaymasterPort,
        indexer: false,
        onError: () => {},
        evm: { rpcUrl: env.stack.evm.url, chainId: 31337, smartAccounts: localSmartAccounts(env.stack.evm, env.stack.bundler.url) },
        // An app's own service vets its callers itself (it sees none of the wallet's sessions): its policy sponsors anyone.
        projects: [{ id: 'app-paymaster', allowedOrigins: [], sponsorship: [{ chainId: 31337, allowedTargets: [weth.address], dailyLimitWei: parseEther('1'), requireSignIn: false }] }],
      })
      try {
        const capabilities = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCapabilities', params: [smart] })).result
        expect(capabilities['0x7a69'].paymasterService).toEqual({ supported: true })
        const calls = [{ to: weth.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }) }]
        const batch = (paymasterService?: Record<string, unknown>) => [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls, ...(paymasterService && { capabilities: { paymasterService } }) }]
        const service = { url: `${appPaymasterOrigin}/v1/paymaster?projectId=app-paymaster`, context: { policy: 'weth-approvals' } }

        // Without the app's service, the project's sponsor declines: the account would pay.
        const { summary: unsponsored } = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'wallet_sendCalls', params: batch() }))
        expect(unsponsored.smartAccount).toEqual({ address: smart, sponsored: false })

        const before = await publicClient.getBalance({ address: smart })
        const { summary, result } = await approved('wallet_sendCalls', batch(service))
        expect(summary.smartAccount).toEqual({ address: smart, sponsored: true, sponsor: appPaymasterOrigin })
        let status: any
        do status = ok(await parent.request('RPC_REQUEST', { chainId, method: 'wallet_getCallsStatus', params: [result.id] })).result
        while (status.status === 100)
        expect(status).toMatchObject({ status: 200, atomic: true })
        expect(await publicClient.readContract({ address: weth.address, abi: erc20Abi, functionName: 'allowance', args: [smart, spender] })).toBe(5n)
        expect(await publicClient.getBalance({ address: smart })).toBe(before)
        const granted = await appApi.db.query<{ sender: string }>('SELECT sender FROM sponsored_operations WHERE project_id = $1', ['app-paymaster'])
        expect(granted.rows.map((row) => row.sender.toLowerCase())).toContain(smart.toLowerCase())

        const unlisted = { url: 'http://127.0.0.1:9/rpc' }
        expect(await parent.request('PREPARE_APPROVAL', { chainId, method: 'wallet_sendCalls', params: batch(unlisted) })).toMatchObject({
          ok: false, code: 'unsupported', message: 'The paymaster service http://127.0.0.1:9 is not allowed for this app',
        })
        const { summary: fallback } = ok(await parent.request('PREPARE_APPROVAL', { chainId, method: 'wallet_sendCalls', params: batch({ ...unlisted, optional: true }) }))
        expect(fallback.smartAccount).toEqual({ address: smart, sponsored: false })
      } finally {
        await appApi.stop()
      }
    })

    it("SPEC §6/§7: eth_sendUserOperation for the smart account shows its decoded call for approval and answers the user operation's hash", async () => {
      const { publicClient } = clients()
      const to = recipient()
      const callData = encodeFunctionData({ abi: parseAbi(['function execute(address dest, uint256 value, bytes func)']), functionName: 'execute', args: [to, 12345n, '0x'] })
      const { summary, result } = await approved('eth_sendUserOperation', [{ sender: smart, nonce: '0x0', callData }, entryPoint07Address])
      expect(summary).toMatchObject({ kind: 'evmTransactions', transactions: [{ from: smart, to, value: '12345' }], smartAccount: { address: smart } })
      let receipt: any = null
      while (!receipt) receipt = ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_getUserOperationReceipt', params: [result] })).result
      expect(receipt).toMatchObject({ userOpHash: result, success: true })
      expect(receipt.sender.toLowerCase()).toBe(smart.toLowerCase())
      expect(await publicClient.getBalance({ address: to })).toBe(12345n)
      // Another account's user operation is refused before anything is shown.
      expect(await parent.request('PREPARE_APPROVAL', { chainId, method: 'eth_sendUserOperation', params: [{ sender: eoa, nonce: '0x0', callData }, entryPoint07Address] })).toMatchObject({ ok: false, code: 'invalid_input', error: { field: 'sender' } })
    })

    it('SPEC §4: back to the regular account, requests use the EOA again', async () => {
      expect(ok(await parent.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({ type: 'eoa', address: eoa })
      expect(ok(await parent.request('RPC_REQUEST', { chainId, method: 'eth_accounts' })).result).toEqual([eoa])
      expect(ok(await parent.request('GET_USER', {})).user).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    })
  })
})

describe.each(browserModes)('embedded wallet: the smart account through the modal ($name)', { timeout: 120_000 }, (mode) => {
  let context: BrowserContext
  let page: Page
  let regular: Address
  const dialog = () => page.getByRole('dialog')
  type Account = { address?: string; preferredAccountTypes?: { eip155?: string }; smartAccountDeployed?: boolean }
  const account = () => page.evaluate(() => (window as unknown as { airlock: { chain: { state: { accounts: { eip155?: Account } } } } }).airlock.chain.state.accounts.eip155)
  const openAccount = async () => {
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByRole('button', { name: /^Network / }).waitFor()
  }

  beforeAll(async () => {
    context = await mode.open(env.browser)
    page = await context.newPage()
    await page.goto(env.stack.urls.demo!)
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().waitFor()
    await signInThroughModal(env.stack, page, `smart-modal-${Date.now()}@example.com`)
    regular = (await account())!.address as Address
  }, 120_000)
  afterAll(async () => {
    await context?.close()
  })

  it("SPEC §7: 'Use smart account' on Account first says the smart account is an address of its own and all the funds stay (coin, tokens, NFTs), offers to move them (Send to it), then switches with no balance of the old account under the new address; a send asks Approve (sponsored gas shown) and deploys it", async () => {
    const { publicClient, wallet } = clients()
    // The demo's test funds: ETH, DUSD and a PASS, as a newcomer gets them.
    await page.getByRole('button', { name: 'Get test funds' }).click()
    await page.getByTestId('test-funds-status').filter({ hasText: /^Sent / }).waitFor({ timeout: 30_000 })
    const api = (path: string) => fetch(`${env.stack.urls.api}${path}${path.includes('?') ? '&' : '?'}projectId=${DEMO_PROJECT_ID}&chainId=${chainId}`).then((res) => res.json())
    await expect.poll(async () => ((await api(`/v1/account/${chainId}:${regular}/nfts`)) as { data: unknown[] }).data.length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => ((await api(`/v1/account/${chainId}:${regular}/balance?currency=usd&forceUpdate=true`)) as { balances: { symbol: string }[] }).balances.map((b) => b.symbol).sort(), { timeout: 30_000 }).toEqual(['DUSD', 'ETH'])
    await openAccount()
    await dialog().getByRole('button', { name: 'Use smart account' }).click()
    const explained = dialog().getByTestId('account-type-switch')
    await explained.waitFor({ timeout: 30_000 })
    const smartShown = (await explained.getByTestId('account-type-other').textContent())!
    expect(smartShown).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(smartShown).not.toBe(regular)
    // Everything it holds, as the Tokens and NFTs tabs list it, not the coin alone.
    expect(await explained.getByTestId('account-type-funds').textContent()).toBe(
      `What you hold on Airlock Devnet stays at ${regular.slice(0, 6)}…${regular.slice(-4)} until you move it: \u20681.000 ETH\u2069, \u20681,000.000 DUSD\u2069, and 1 NFT.`,
    )
    expect((await account())!.address).toBe(regular)
    await screenshotModal(page, 'smart-account-switch-explained')
    // Moving funds there first: Send, from the regular account, to the smart account.
    await explained.getByRole('button', { name: 'Move funds there first' }).click()
    expect(await dialog().getByRole('textbox', { name: 'To' }).inputValue()).toBe(smartShown)
    await dialog().getByRole('button', { name: 'Back' }).first().click()
    // From here until the new account's own list is in, every frame is recorded: the regular
    // account's tokens must never show under the smart account's address.
    await page.evaluate((smart) => {
      const seen: string[] = ((window as unknown as { __stale: string[] }).__stale = [])
      const look = () => {
        const modal = document.querySelector('[role=dialog]')
        const shown = modal?.querySelector('strong[title]')?.getAttribute('title')
        const tokens = modal?.querySelector('.airlock-token-list')?.textContent ?? ''
        if (shown === smart && /DUSD/.test(tokens)) seen.push(tokens)
      }
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    }, smartShown)
    await explained.getByRole('button', { name: 'Use smart account' }).click()
    await dialog().getByRole('button', { name: 'Use regular account' }).waitFor({ timeout: 30_000 })
    await dialog().locator('.airlock-token-list').or(dialog().getByText('No tokens yet', { exact: false })).first().waitFor({ timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as { __stale: string[] }).__stale)).toEqual([])
    const switched = (await account())!
    expect(switched.address).toBe(smartShown)
    expect(switched).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' }, smartAccountDeployed: false })
    const smartAddress = switched.address as Address
    expect(await dialog().textContent()).toContain(smartAddress.slice(0, 6))
    await dialog().getByRole('button', { name: 'Close' }).click()

    await publicClient.waitForTransactionReceipt({ hash: await wallet(1).sendTransaction({ to: smartAddress, value: parseEther('1') }) })
    const to = recipient()
    const started = performance.now()
    const sent = page.evaluate(async (target) => {
      const airlock = (window as unknown as { airlock: { connection(): Promise<{ sendTransaction(r: unknown): Promise<string> }> } }).airlock
      return (await airlock.connection()).sendTransaction({ to: target, value: 10n ** 16n })
    }, to)
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 })
    const shown = await dialog().getByTestId('approval-smart-account').textContent()
    expect(shown).toContain('Sponsored by the app')
    // One call: no row of jargon about how it is sent.
    expect(shown).not.toMatch(/user operation|Calls/)
    await screenshotModal(page, 'smart-account-approval')
    // The demo page sets its own dd rule (monospace, break-all): the modal's text keeps its own font and breaks.
    const ddStyle = await dialog().locator('.airlock-approval-row dd').first().evaluate((dd) => ({ font: getComputedStyle(dd).fontFamily, wordBreak: getComputedStyle(dd).wordBreak }))
    expect(ddStyle.font).not.toContain('monospace')
    expect(ddStyle.wordBreak).toBe('normal')
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    const hash = (await sent) as Hex
    console.log(`[smart account figures] modal send from a new smart account, Approve shown → hash back: ${(performance.now() - started).toFixed(0)} ms`)
    expect((await publicClient.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
    expect(await publicClient.getBalance({ address: smartAddress })).toBe(parseEther('0.99'))
    await expect.poll(async () => (await account())?.smartAccountDeployed, { timeout: 15_000 }).toBe(true)
  })

  it('ERC-1271: the deployed smart account chooses a name; the API takes its contract signature and the name gives its address', async () => {
    const smartAddress = (await account())!.address!
    const label = `smart${Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x')}`
    const name = `${label}.airlock.id`
    await openAccount()
    await dialog().getByRole('button', { name: 'Choose a name' }).click()
    await dialog().getByRole('textbox', { name: 'Name' }).fill(label)
    await dialog().getByTestId('names-availability').filter({ hasText: `${name} is available` }).waitFor()
    await dialog().getByRole('button', { name: 'Register' }).click()
    await dialog().frameLocator(APPROVE_FRAME).getByRole('button', { name: 'Approve' }).click()
    // After the frame's Approve view the registration ends on its result, then Done goes to Account.
    const result = dialog().getByRole('region', { name: `${name} is now your name` })
    await result.waitFor({ timeout: 20_000 })
    await screenshotModal(page, 'names-result-smart-account')
    await result.getByRole('button', { name: 'Done' }).click()
    await dialog().getByRole('button', { name: 'Disconnect' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => dialog().getByTitle(smartAddress).first().textContent(), { timeout: 15_000 }).toBe(name)
    const profile = await (await fetch(`${env.stack.urls.api}/v1/profile/account/${name}?projectId=${DEMO_PROJECT_ID}`)).json()
    expect(profile).toMatchObject({ name, addresses: { '60': { address: smartAddress } } })
    await dialog().getByRole('button', { name: 'Close' }).first().click()
  })

  it("SPEC §9: after a reload Account shows the smart account at once, with 'Use regular account'; the frame's and the host's storage keep { eip155: 'smartAccount' }", async () => {
    const smartAddress = (await account())!.address!
    expect(smartAddress).not.toBe(regular)
    // Every state the eip155 account goes through from the first script of the reloaded page on.
    await page.addInitScript(() => {
      const w = window as unknown as { airlock?: { chain: { state: { accounts: { eip155?: unknown } } } }; __eip155States: string[] }
      w.__eip155States = []
      const timer = setInterval(() => {
        const state = w.airlock?.chain.state.accounts.eip155
        const seen = state ? JSON.stringify(state, ['status', 'address', 'preferredAccountTypes', 'eip155', 'solana']) : undefined
        if (seen && seen !== w.__eip155States.at(-1)) w.__eip155States.push(seen)
        if ((state as { status?: string } | undefined)?.status === 'connected') clearInterval(timer)
      }, 5)
    })
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
    const states = (await page.evaluate(() => (window as unknown as { __eip155States: string[] }).__eip155States)).map((s) => JSON.parse(s) as Account & { status: string })
    // The type kept by the host is on the account being restored before the frame answers; the EOA never shows.
    expect(states.filter((s) => s.status === 'connecting').at(-1)).toMatchObject({ preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(states.filter((s) => s.address).map((s) => s.address)).toEqual(states.filter((s) => s.address).map(() => smartAddress))
    expect((await account())!).toMatchObject({ address: smartAddress, preferredAccountTypes: { eip155: 'smartAccount' } })
    await openAccount()
    // The header names the smart account (by the name it registered above, its address as the title).
    await dialog().getByTitle(smartAddress).first().waitFor()
    await dialog().getByRole('button', { name: 'Use regular account' }).waitFor()

    const host = await page.evaluate(() => localStorage.getItem('airlock-wallet:preferredAccountTypes'))
    expect(JSON.parse(host!)).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    // The frame's own storage, or in a private window the sealed copy it keeps with the app page.
    const kept = (await frameKeeps(page, env.stack.urls.frame!, String(env.stack.demoConfig.projectId))).filter(([key]) => key.endsWith(':preferredAccountTypes')).map(([key, value]) => ({ key, value }))
    expect(kept).toHaveLength(1)
    expect(kept[0]!.key).toMatch(/^airlock-frame:[^:]+:preferredAccountTypes$/)
    expect(JSON.parse(kept[0]!.value)).toEqual({ eip155: 'smartAccount' })
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it("SPEC §4: on a network without smart accounts the EOA answers and 'Use smart account' is not offered (no dead end); back on the first network the smart account returns, and 'Use regular account' leaves it after naming the regular account's address", async () => {
    const smartAddress = (await account())!.address
    const switchTo = (caipNetworkId: string) =>
      page.evaluate((id) => {
        const airlock = (window as unknown as { airlock: { chain: { state: { networks: { caipNetworkId: string }[] } }; switchNetwork(network: unknown): Promise<void> } }).airlock
        return airlock.switchNetwork(airlock.chain.state.networks.find((network) => network.caipNetworkId === id))
      }, caipNetworkId)

    await switchTo('eip155:31338')
    await expect.poll(async () => (await account())?.address, { timeout: 15_000 }).toBe(regular)
    await openAccount()
    await dialog().getByRole('button', { name: 'Send', exact: true }).waitFor()
    expect(await dialog().getByRole('button', { name: 'Use smart account' }).count()).toBe(0)
    expect((await account())!).toMatchObject({ address: regular, preferredAccountTypes: { eip155: 'eoa' } })
    await dialog().getByRole('button', { name: 'Close' }).click()

    await switchTo('eip155:31337')
    await expect.poll(async () => (await account())?.address, { timeout: 15_000 }).toBe(smartAddress)
    await openAccount()
    await dialog().getByRole('button', { name: 'Use regular account' }).click()
    const explained = dialog().getByTestId('account-type-switch')
    expect(await explained.getByTestId('account-type-other').textContent()).toBe(regular)
    await explained.getByRole('button', { name: 'Use regular account' }).click()
    await dialog().getByRole('button', { name: 'Use smart account' }).waitFor({ timeout: 30_000 })
    expect((await account())!).toMatchObject({ address: regular, preferredAccountTypes: { eip155: 'eoa' } })
  })
})
