import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, type Hex } from 'viem'
import { entryPoint07Abi, entryPoint07Address, entryPoint08Address, toPackedUserOperation } from 'viem/account-abstraction'
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
    () => startSmartAccountTestbed(backend, basePolicy),
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
  /** An operation of `account` priced by the bundler without asking the sponsor, with the paymaster's gas limits set as a sponsored one has them. */
  const priced = async (account: Awaited<ReturnType<typeof newAccount>>) => {
    await fund(account.address)
    const op = await bed.bundlerClient(account).prepareUserOperation({ account, calls: [{ to: recipient, value: 0n }] })
    return { ...op, paymasterVerificationGasLimit: 150_000n, paymasterPostOpGasLimit: 1n }
  }

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

  test('error: plain ETH sends are sponsored only to an address without code: a contract would run its receive code on sponsored gas', async () => {
    const account = await newAccount()
    await fund(account.address)
    const client = bed.bundlerClient(account, { sponsored: true })
    // The NFT contract is off the policy's targets; an empty call to it runs its code.
    const nft = bed.devnet.contracts.nft.address
    const toContract = await client.sendUserOperation({ calls: [{ to: nft, value: 1n }] }).catch((caught: unknown) => caught)
    expect(rpcErrorOf(toContract)).toMatchObject({ code: -32003, data: { reason: 'TARGET_NOT_ALLOWED', target: nft } })
    // So is one in a batch beside a plain send to a person.
    const batch = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }, { to: bed.devnet.smartAccounts.entryPoint07, value: 1n }] }).catch((caught: unknown) => caught)
    expect(rpcErrorOf(batch)).toMatchObject({ code: -32003, data: { reason: 'TARGET_NOT_ALLOWED', target: bed.devnet.smartAccounts.entryPoint07 } })
    expect(await signaturesOf(account.address)).toBe(0)
    // To an address without code, as before.
    const hash = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
    expect((await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)
  })

  test('error: the sponsor refuses past the daily limit (DAILY_LIMIT_REACHED)', async () => {
    const { seedSponsorPolicies } = await import('./sponsor/seedSponsorPolicies.js')
    const account = await newAccount()
    await fund(account.address)
    // A user of their own: the per-user cap of the default one is not what this test is about.
    const client = bed.bundlerClient(account, { sponsored: true, token: await bed.signIn() })
    const spent = await spentToday()
    // Every test asks from this machine: its address's own cap is not what this test is about either.
    const limit = (dailyLimitWei: bigint) => seedSponsorPolicies(bed.api.db, bed.projectId, [
      { chainId: bed.devnet.chainId, allowedTargets: [], allowNativeTransfers: true, dailyLimitWei, clientDailyLimitWei: parseEther('1') },
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
      await seedSponsorPolicies(bed.api.db, bed.projectId, [basePolicy(bed.devnet)])
    }
  })

  test('behavior: asking twice for the same operation counts it once', async () => {
    const account = await newAccount()
    const client = bed.bundlerClient(account, { sponsored: true })
    const op = await client.prepareUserOperation({ account, calls: [{ to: recipient, value: 0n }] })
    const params = [serialise({ ...op, signature: '0x' }), entryPoint07Address, '0x7a69', {}]
    const ask = () => paymasterCall('pm_getPaymasterData', params)
    expect((await ask()).result).toMatchObject({ paymaster: bed.devnet.smartAccounts.verifyingPaymaster.address })
    const once = await spentBy(account.address)
    const signatures = await signaturesOf(account.address)
    await ask()
    // Every signature is kept, and the one operation they can pay for counts once.
    expect(await spentBy(account.address)).toBe(once)
    expect(await signaturesOf(account.address)).toBe(signatures + 1)
  })

  test('error: sponsorship needs a signed-in user of the project (SIGN_IN_REQUIRED); a policy that says otherwise sponsors anyone', async () => {
    const account = await newAccount()
    await fund(account.address)
    for (const token of [null, 'als_not-a-session-of-anyone-at-all-000000000000', 'eyJub3QiOiJhIHRva2VuIn0.x']) {
      const refused = await bed.bundlerClient(account, { sponsored: true, token }).sendUserOperation({ calls: [{ to: recipient, value: 1n }] }).catch((caught: unknown) => caught)
      expect(rpcErrorOf(refused)).toMatchObject({ code: -32003, data: { reason: 'SIGN_IN_REQUIRED' } })
    }
    expect(await signaturesOf(account.address)).toBe(0)
    const open = bed.bundlerClient(account, { sponsored: true, token: null, projectId: bed.openProjectId })
    const hash = await open.sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
    expect((await open.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)
  })

  test('error: asking again for an operation never lowers what it counts: the first, dearer signature stays payable through the EntryPoint, so a second operation past the limit is refused', async () => {
    const { seedSponsorPolicies } = await import('./sponsor/seedSponsorPolicies.js')
    const token = await bed.signIn()
    const [first, second] = [await newAccount(), await newAccount()]
    await fund(first.address)
    await fund(second.address)
    const client = bed.bundlerClient(first, { sponsored: true, token })
    const cheap = await client.prepareUserOperation({ account: first, calls: [{ to: recipient, value: 1n }] })
    // The same operation (sender and nonce), asked first with a generous call gas limit.
    const dear = { ...cheap, callGasLimit: cheap.callGasLimit + 1_000_000n }
    const ask = async (op: typeof cheap, as = token) => paymasterCall('pm_getPaymasterData', [serialise({ ...op, signature: '0x' }), entryPoint07Address, '0x7a69', {}], as)
    const signedDear = (await ask(dear)).result as { paymasterData: Hex }
    const dearCost = await spentBy(first.address)
    expect((await ask(cheap)).result).toBeTruthy()
    expect(await spentBy(first.address)).toBe(dearCost)
    // The dearer signature is still good: whoever submits it with themselves as beneficiary gets it paid.
    const op = { ...dear, paymaster: bed.devnet.smartAccounts.verifyingPaymaster.address, paymasterData: signedDear.paymasterData }
    const signed = { ...op, signature: await first.signUserOperation(op) }
    const beneficiary = bed.clients.wallet(8).account.address
    const handleOps = await bed.clients.wallet(9).writeContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'handleOps', args: [[toPackedUserOperation(signed)], beneficiary] })
    expect((await bed.clients.publicClient.waitForTransactionReceipt({ hash: handleOps })).status).toBe('success')
    // With a limit the dearer operation and a second one would pass, the second is refused.
    const spent = await spentToday()
    const otherOp = await bed.bundlerClient(second, { sponsored: true, token }).prepareUserOperation({ account: second, calls: [{ to: recipient, value: 1n }] })
    try {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [{ chainId: bed.devnet.chainId, allowedTargets: [], allowNativeTransfers: true, dailyLimitWei: spent + 1n, clientDailyLimitWei: parseEther('1') }])
      const refused = await ask(otherOp)
      expect(refused.error).toMatchObject({ code: -32003, data: { reason: 'DAILY_LIMIT_REACHED' } })
    } finally {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [basePolicy(bed.devnet)])
    }
  })

  test("error: a gas price past the chain's current fees, or gas limits past the cap, are not signed", async () => {
    const account = await newAccount()
    const op = await priced(account)
    const ask = (changed: Record<string, bigint>) => paymasterCall('pm_getPaymasterData', [serialise({ ...op, ...changed, signature: '0x' }), entryPoint07Address, '0x7a69', {}])
    // A beneficiary would be paid gas used at this price out of the deposit.
    const greedy = await ask({ maxFeePerGas: op.maxFeePerGas * 100n, maxPriorityFeePerGas: op.maxFeePerGas * 100n })
    expect(greedy.error).toMatchObject({ code: -32003, data: { reason: 'GAS_PRICE_TOO_HIGH' } })
    expect(BigInt((greedy.error!.data as { maxFeePerGas: string }).maxFeePerGas)).toBeLessThan(op.maxFeePerGas * 100n)
    const huge = await ask({ callGasLimit: 30_000_000n })
    expect(huge.error).toMatchObject({ code: -32003, data: { reason: 'GAS_LIMIT_TOO_HIGH' } })
    const upsideDown = await ask({ maxPriorityFeePerGas: op.maxFeePerGas + 1n })
    expect(upsideDown.error).toMatchObject({ code: -32602, data: { field: 'params.0.maxPriorityFeePerGas' } })
    expect(await signaturesOf(account.address)).toBe(0)
    // The operation as estimated is signed.
    expect((await ask({})).result).toBeTruthy()
  })

  test("error: per-sender and per-user caps stop one account or one user before the project's limit", async () => {
    const { seedSponsorPolicies } = await import('./sponsor/seedSponsorPolicies.js')
    const [x, y, z] = [await newAccount(), await newAccount(), await newAccount()]
    const [alice, bob] = [await bed.signIn(), await bed.signIn()]
    const ops = { x: await priced(x), y: await priced(y), z: await priced(z) }
    const costOf = (op: typeof ops.x) => (op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + op.paymasterVerificationGasLimit + op.paymasterPostOpGasLimit) * op.maxFeePerGas
    const cost = [ops.x, ops.y, ops.z].map(costOf).reduce((a, b) => (a > b ? a : b))
    // Nonce keys make distinct operations of one account.
    const ask = (op: typeof ops.x, key: bigint, as: string) => paymasterCall('pm_getPaymasterData', [serialise({ ...op, nonce: key << 64n, signature: '0x' }), entryPoint07Address, '0x7a69', {}], as)
    const policy = { chainId: bed.devnet.chainId, allowedTargets: [], allowNativeTransfers: true, dailyLimitWei: parseEther('1') }
    try {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [{ ...policy, senderDailyLimitWei: (cost * 3n) / 2n, userDailyLimitWei: (cost * 5n) / 2n, clientDailyLimitWei: parseEther('1') }])
      expect((await ask(ops.x, 1n, alice)).result).toBeTruthy()
      expect((await ask(ops.x, 2n, alice)).error).toMatchObject({ code: -32003, data: { reason: 'SENDER_LIMIT_REACHED' } })
      expect((await ask(ops.y, 1n, alice)).result).toBeTruthy()
      expect((await ask(ops.z, 1n, alice)).error).toMatchObject({ code: -32003, data: { reason: 'USER_LIMIT_REACHED' } })
      expect((await ask(ops.z, 1n, bob)).result).toBeTruthy()
    } finally {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [basePolicy(bed.devnet)])
    }
  })

  test('error: an anonymous spree of throwaway sign-ins cannot spend the day: one address holds its share, an unused signature stops counting once the chain passes it, a used one keeps counting', async () => {
    const { seedSponsorPolicies } = await import('./sponsor/seedSponsorPolicies.js')
    const real = await newAccount()
    const op = await priced(real)
    const cost = (op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + op.paymasterVerificationGasLimit + op.paymasterPostOpGasLimit) * op.maxFeePerGas
    // Twenty such operations left today, of which an address may hold two (a tenth), as may a user and a sender.
    const policy = { chainId: bed.devnet.chainId, allowedTargets: [], allowNativeTransfers: true, dailyLimitWei: (await spentToday()) + cost * 20n, clientDailyLimitWei: cost * 2n }
    const [spree, elsewhere] = ['198.51.100.7', '203.0.113.9']
    // A signature for an operation of a stranger's account (never submitted), asked by a fresh SIWX user from `from`.
    const askAsStranger = async (from: string) =>
      paymasterCall('pm_getPaymasterData', [serialise({ ...op, sender: privateKeyToAccount(generatePrivateKey()).address, signature: '0x' }), entryPoint07Address, '0x7a69', {}], await bed.signIn(), from)
    try {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [policy])
      const outcomes: string[] = []
      for (let i = 0; i < 10; i++) {
        const answer = await askAsStranger(spree)
        outcomes.push(answer.result ? 'signed' : String(answer.error?.data?.['reason']))
      }
      expect(outcomes).toEqual(['signed', 'signed', ...Array<string>(8).fill('CLIENT_LIMIT_REACHED')])
      // A real user elsewhere is sponsored, sends, and the operation runs: the day's budget held.
      const client = bed.bundlerClient(real, { sponsored: true, token: await bed.signIn(), clientAddress: elsewhere })
      const hash = await client.sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
      expect((await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })).success).toBe(true)

      // The chain passes the signatures' validity (three minutes).
      await bed.clients.publicClient.request({ method: 'evm_increaseTime' as never, params: [240] as never })
      await bed.clients.publicClient.request({ method: 'evm_mine' as never })
      // The spree's two, never used, count no more: the address may ask again.
      expect((await askAsStranger(spree)).result).toBeTruthy()
      // The real user's, used, still counts: with room for one more operation beside it, and not two, the next is refused there.
      const { rows } = await bed.api.db.query<{ cost: string; used: boolean }>(
        'SELECT max_cost_wei::text AS cost, used FROM sponsored_operations WHERE sender = $1', [real.address.toLowerCase()])
      expect(rows.map((row) => row.used)).toContain(true)
      const realCost = rows.map((row) => BigInt(row.cost)).reduce((a, b) => (a > b ? a : b))
      await seedSponsorPolicies(bed.api.db, bed.projectId, [{ ...policy, clientDailyLimitWei: realCost + cost - 1n }])
      expect((await askAsStranger(elsewhere)).error).toMatchObject({ code: -32003, data: { reason: 'CLIENT_LIMIT_REACHED' } })
    } finally {
      await seedSponsorPolicies(bed.api.db, bed.projectId, [basePolicy(bed.devnet)])
    }
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

  /** What the project's sponsorship counts for one sender today. */
  async function spentBy(sender: string) {
    const { rows } = await bed.api.db.query<{ s: string }>(
      `SELECT COALESCE(sum(cost), 0)::text AS s FROM (SELECT max(max_cost_wei) AS cost FROM sponsored_operations
       WHERE sender = $1 GROUP BY entry_point, sender, nonce, day) per_operation`, [sender.toLowerCase()])
    return BigInt(rows[0]!.s)
  }
  async function spentToday() {
    const { rows } = await bed.api.db.query<{ s: string }>(
      `SELECT COALESCE(sum(cost), 0)::text AS s FROM (SELECT max(max_cost_wei) AS cost FROM sponsored_operations
       WHERE project_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date GROUP BY entry_point, sender, nonce, day) per_operation`, [bed.projectId])
    return BigInt(rows[0]!.s)
  }
  async function signaturesOf(sender: string) {
    return Number((await bed.api.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sponsored_operations WHERE sender = $1', [sender.toLowerCase()])).rows[0]!.n)
  }

  async function depositOf(address: `0x${string}`) {
    return bed.clients.publicClient.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })
  }

  async function paymasterCall(method: string, params: unknown[], token: string | null = bed.token, clientAddress?: string) {
    const response = await fetch(bed.paymasterUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }), ...(clientAddress && { 'x-forwarded-for': clientAddress }) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; data?: Record<string, unknown> } }
  }
})

/** The suite's project policy: DUSD calls and plain sends, 1 ETH a day; every test asks from this machine, so its address may use all of it. */
const basePolicy = (devnet: { chainId: number; contracts: { token: { address: `0x${string}` } } }) => ({
  chainId: devnet.chainId,
  allowedTargets: [devnet.contracts.token.address],
  allowNativeTransfers: true,
  dailyLimitWei: parseEther('1'),
  clientDailyLimitWei: parseEther('1'),
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
