import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, type Hex } from 'viem'
import { entryPoint07Abi, entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SimpleSmartAccount } from 'permissionless/accounts/simple'
import { describe, expect, test } from 'vitest'
import { useStarted } from '../../test/helpers/useStarted.js'
import { startSmartAccountTestbed } from './testing/startSmartAccountTestbed.js'
import { testBackends } from './testing/testBackends.js'

const recipient = '0x000000000000000000000000000000000000bEEF'
const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])

// A first user operation waits on alto's cold start (gas prices, simulations): ~4 s under load.
describe.each(testBackends())('smart accounts through alto and the API over $name', { timeout: 60_000 }, (backend) => {
  const bed = useStarted(
    () => startSmartAccountTestbed(backend, (devnet) => ({
      chainId: devnet.chainId,
      allowedTargets: [devnet.contracts.token.address],
      allowNativeTransfers: true,
      dailyLimitWei: parseEther('1'),
    })),
    (started) => started.stop(),
    180_000,
  )
  // A fresh owner per test, so every account starts counterfactual.
  const newAccount = (version: '0.7' | '0.8' = '0.7') =>
    SimpleSmartAccount.toSimpleSmartAccount({
      client: bed.clients.publicClient,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: { address: version === '0.7' ? entryPoint07Address : entryPoint08Address, version },
    })
  const fund = (to: `0x${string}`, value = parseEther('1')) => bed.clients.wallet(2).sendTransaction({ to, value })

  test('default: a counterfactual account deploys on its first user operation', async () => {
    const account = await newAccount()
    await fund(account.address)
    expect(await bed.clients.publicClient.getCode({ address: account.address })).toBeUndefined()
    const client = bed.bundlerClient(account)
    const hash = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect((await bed.clients.publicClient.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    // A second operation finds it deployed and sends no factory data.
    const next = await client.prepareUserOperation({ account, calls: [{ to: recipient, value: 1n }] })
    expect((next as { factory?: unknown }).factory).toBeUndefined()
  })

  test('behavior: an ERC-20 approve and a transfer run as one user operation', async () => {
    const { token } = bed.devnet.contracts
    const account = await newAccount()
    await fund(account.address)
    await bed.clients.wallet(2).writeContract({ ...token, functionName: 'transfer', args: [account.address, parseUnits('50', 6)] })
    const client = bed.bundlerClient(account)
    const hash = await client.sendUserOperation({
      calls: [
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, parseUnits('7', 6)] }) },
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('5', 6)] }) },
      ],
    })
    const { success, receipt } = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(success).toBe(true)
    const read = bed.clients.publicClient.readContract
    expect(await read({ ...token, functionName: 'allowance', args: [account.address, recipient] })).toBe(parseUnits('7', 6))
    expect(await read({ ...token, functionName: 'balanceOf', args: [recipient] })).toBe(parseUnits('5', 6))
    // One handleOps transaction carrying one user operation.
    const events = receipt.logs.filter((log) => log.address === entryPoint07Address && log.topics[0] === userOperationEventTopic)
    expect(events).toHaveLength(1)
  })

  test('behavior: a sponsored operation leaves the account ETH unchanged but for the amount', async () => {
    const account = await newAccount()
    await fund(account.address)
    const before = await bed.clients.publicClient.getBalance({ address: account.address })
    const paymaster = bed.devnet.smartAccounts.verifyingPaymaster.address
    const depositBefore = await depositOf(paymaster)
    const client = bed.bundlerClient(account, { sponsored: true })
    const hash = await client.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.1') }] })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(paymaster)
    expect(await bed.clients.publicClient.getBalance({ address: account.address })).toBe(before - parseEther('0.1'))
    expect(depositBefore - (await depositOf(paymaster))).toBe(receipt.actualGasCost)
  })

  test('error: the sponsor refuses a target off the policy (TARGET_NOT_ALLOWED)', async () => {
    const account = await newAccount()
    await fund(account.address)
    const nft = bed.devnet.contracts.nft.address
    const error = await bed.bundlerClient(account, { sponsored: true })
      .sendUserOperation({ calls: [{ to: nft, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }) }] })
      .catch((caught: unknown) => caught)
    expect(rpcErrorOf(error)).toMatchObject({ code: -32003, data: { reason: 'TARGET_NOT_ALLOWED', target: nft } })
    expect(await bed.clients.publicClient.getCode({ address: account.address })).toBeUndefined()
  })

  test('error: the sponsor refuses past the daily limit (DAILY_LIMIT_REACHED)', async () => {
    const { seedSponsorPolicies } = await import('./sponsor/seedSponsorPolicies.js')
    const account = await newAccount()
    await fund(account.address)
    const client = bed.bundlerClient(account, { sponsored: true })
    const spent = BigInt((await bed.api.db.query<{ s: string }>(
      "SELECT COALESCE(sum(max_cost_wei), 0)::text AS s FROM sponsored_operations WHERE project_id = $1", [bed.projectId])).rows[0]!.s)
    const limit = (dailyLimitWei: bigint) => seedSponsorPolicies(bed.api.db, bed.projectId, [
      { chainId: bed.devnet.chainId, allowedTargets: [], allowNativeTransfers: true, dailyLimitWei },
    ])
    try {
      // One wei left: the stub passes, the signed data (the operation's full cost) does not.
      await limit(spent + 1n)
      const over = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }] }).catch((caught: unknown) => caught)
      expect(rpcErrorOf(over)).toMatchObject({ code: -32003, data: { reason: 'DAILY_LIMIT_REACHED', remainingWei: '1' } })
      // Nothing left: refused at once.
      await limit(spent)
      const none = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }] }).catch((caught: unknown) => caught)
      expect(rpcErrorOf(none)).toMatchObject({ code: -32003, data: { reason: 'DAILY_LIMIT_REACHED' } })
    } finally {
      await limit(parseEther('1'))
    }
  })

  test('behavior: asking twice for the same operation counts it once', async () => {
    const account = await newAccount()
    const client = bed.bundlerClient(account, { sponsored: true })
    const op = await client.prepareUserOperation({ account, calls: [{ to: recipient, value: 0n }] })
    const params = [serialise({ ...op, signature: '0x' }), entryPoint07Address, '0x7a69', {}]
    const ask = () => paymasterCall('pm_getPaymasterData', params)
    const count = async () => (await bed.api.db.query<{ n: string; s: string }>(
      'SELECT count(*)::text AS n, COALESCE(sum(max_cost_wei), 0)::text AS s FROM sponsored_operations WHERE sender = $1', [account.address.toLowerCase()])).rows[0]
    expect((await ask()).result).toMatchObject({ paymaster: bed.devnet.smartAccounts.verifyingPaymaster.address })
    const once = await count()
    await ask()
    expect(await count()).toEqual(once)
    expect(once).toMatchObject({ n: '1' })
  })

  test('error: bad params answer -32602 naming the field', async () => {
    const body = await paymasterCall('pm_getPaymasterStubData', [{ sender: '0x12', nonce: '0x0', callData: '0x' }, entryPoint07Address, '0x7a69'])
    expect(body.error).toMatchObject({ code: -32602, data: { field: 'params.0.sender' } })
    const unpriced = await paymasterCall('pm_getPaymasterData', [{ sender: recipient, nonce: '0x0', callData: '0x' }, entryPoint07Address, '0x7a69'])
    expect(unpriced.error).toMatchObject({ code: -32602, data: { field: 'params.0.callGasLimit' } })
  })

  test('behavior: an EOA delegates to Simple7702Account with a type-4 transaction and batches through it', async () => {
    const { token } = bed.devnet.contracts
    const eoa = bed.clients.wallet(7)
    const authorization = await eoa.signAuthorization({ contractAddress: bed.devnet.smartAccounts.simple7702Account, executor: 'self' })
    const hash = await eoa.sendTransaction({
      to: eoa.account.address,
      authorizationList: [authorization],
      data: encodeFunctionData({
        abi: executeBatchAbi,
        functionName: 'executeBatch',
        args: [[
          { target: token.address, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 3n] }) },
          { target: token.address, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 2n] }) },
        ]],
      }),
    })
    const receipt = await bed.clients.publicClient.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(await bed.clients.publicClient.getCode({ address: eoa.account.address }))
      .toBe(`0xef0100${bed.devnet.smartAccounts.simple7702Account.slice(2).toLowerCase()}`)
    const read = bed.clients.publicClient.readContract
    expect(await read({ ...token, functionName: 'allowance', args: [eoa.account.address, recipient] })).toBe(3n)
    // The delegated EOA then batches as a smart account too: a user operation through alto (EntryPoint v0.8).
    const account = await SimpleSmartAccount.to7702SimpleSmartAccount({
      client: bed.clients.publicClient,
      owner: privateKeyToAccount(bed.devnet.accounts[7]!.privateKey),
    })
    expect(account.address).toBe(eoa.account.address)
    const client = bed.bundlerClient(account)
    const opHash = await client.sendUserOperation({
      calls: [
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }) },
        { to: recipient, value: 1n },
      ],
    })
    expect((await client.waitForUserOperationReceipt({ hash: opHash, pollingInterval: 50 })).success).toBe(true)
  })

  async function depositOf(address: `0x${string}`) {
    return bed.clients.publicClient.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })
  }

  async function paymasterCall(method: string, params: unknown[]) {
    const response = await fetch(bed.paymasterUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; data?: Record<string, unknown> } }
  }
})

const userOperationEventTopic = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

// The JSON-RPC error at the root of a viem error (code and data as the server sent them).
function rpcErrorOf(error: unknown): { code?: number; data?: unknown } | undefined {
  let current = error as { cause?: unknown; code?: number; data?: unknown } | undefined
  while (current) {
    if (typeof current.code === 'number' && current.data !== undefined) return { code: current.code, data: current.data }
    current = current.cause as typeof current
  }
  return undefined
}

// A user operation as JSON-RPC carries it: quantities as hex.
function serialise(op: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(op)
    .filter(([key, value]) => value !== undefined && typeof value !== 'object' && typeof value !== 'function' && key !== 'account')
    .map(([key, value]) => [key, typeof value === 'bigint' ? `0x${value.toString(16)}` : (value as Hex)]))
}
