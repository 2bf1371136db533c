import { describe, expect, test } from 'vitest'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { createApiClient, jsonBody } from './testing/createApiClient.js'
import { startApiServer } from './startApiServer.js'
import { startTestChain } from './testing/startTestChain.js'
import { testBackends } from './testing/testBackends.js'
import { useSimulationApi } from './testing/useSimulationApi.js'

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const factoryAbi = parseAbi(['function createAccount(address owner, bytes32 salt) returns (address)', 'function getAddress(bytes32 salt) view returns (address)'])
const routerAbi = parseAbi(['function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])'])

describe.each(testBackends())('POST /v1/simulate on the local chain (debug_traceCall) over $name', (backend) => {
  // The figures below run 90 simulations in a minute: more gas than a client's default budget.
  const { chain, call, reader, addr, wallet, send, dusd, simulate } = useSimulationApi(startTestChain, { databaseUrl: backend.databaseUrl, rateLimits: { simulationGas: { limit: 10_000, windowSeconds: 60 } } })

  test('default: a swap of 0.1 ETH sends 0.1 ETH and receives the DUSD the chain then delivers', async () => {
    const built = await call('/v1/convert/build-transaction', jsonBody({ from: ETH, to: `${CHAIN}:${dusd()}`, amount: parseEther('0.1').toString(), userAddress: addr(3) }))
    const { tx } = (await built.json()) as { tx: { to: Address; data: Hex; value: string } }
    const { status, body } = await simulate({ chainId: CHAIN, account: addr(3), calls: [{ to: tx.to, value: tx.value, data: tx.data }] })
    expect(status).toBe(200)
    expect(body.method).toBe('debug_traceCall')
    expect(body.status).toBe('success')
    expect(body.send).toEqual([expect.objectContaining({ amount: parseEther('0.1').toString(), asset: expect.objectContaining({ standard: 'native', symbol: 'ETH', decimals: 18 }), usd: 300 })])
    expect(body.receive).toHaveLength(1)
    expect(body.receive[0]!.asset).toMatchObject({ standard: 'erc20', symbol: 'DUSD', decimals: 6, address: `${CHAIN}:${dusd()}` })
    expect(body.receive[0]!.asset.logoUri).toMatch(/\/public\/getTokenImage\/DUSD$/)
    expect(Number(body.gasUsed)).toBeGreaterThan(21_000)
    expect(body.warnings).toEqual([])

    const before = await reader().readContract({ address: dusd(), abi: erc20Abi, functionName: 'balanceOf', args: [addr(3)] })
    await send(3, { to: tx.to, data: tx.data, value: BigInt(tx.value) })
    const after = await reader().readContract({ address: dusd(), abi: erc20Abi, functionName: 'balanceOf', args: [addr(3)] })
    expect((after - before).toString()).toBe(body.receive[0]!.amount)
  })

  test('behavior: an unlimited approve is an unlimited allowance, with the warning naming the spender', async () => {
    const spender = chain().contracts.uniswap.router.address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] })
    const { body } = await simulate({ chainId: CHAIN, account: addr(4), calls: [{ to: dusd(), data }] })
    expect(body.allowances).toEqual([expect.objectContaining({ kind: 'token', via: 'approve', spender, unlimited: true, revoked: false, amount: maxUint256.toString() })])
    expect(body.allowances[0]!.asset.symbol).toBe('DUSD')
    expect(body.warnings).toEqual([{ code: 'unlimitedAllowance', spender, symbol: 'DUSD' }])
    expect(body.send).toEqual([])
  })

  test('behavior: a transfer above the balance fails with the token\'s custom error decoded', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [addr(6), parseUnits('20000', 6)] })
    const { body } = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: dusd(), data }] })
    expect(body.status).toBe('reverted')
    expect(body.revert).toEqual({ kind: 'custom', reason: `InsufficientBalance(from: ${addr(5)}, balance: 10000000000, needed: 20000000000)`, call: 0 })
    expect(body.warnings).toEqual([{ code: 'willFail', reason: body.revert!.reason }])
    expect(body.send).toEqual([])
  })

  test('behavior: a Uniswap revert reason is Error(string); an unknown custom error is its selector', async () => {
    const swap = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [1n, 1n, [dusd()], addr(5), 0n] })
    const expired = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: chain().contracts.uniswap.router.address, data: swap }] })
    expect(expired.body.revert).toEqual({ kind: 'error', reason: 'UniswapV2Router: EXPIRED', call: 0 })
    // DemoNft reverts with errors of its own that the API does not list.
    const nft = encodeFunctionData({ abi: parseAbi(['function transferFrom(address,address,uint256)']), functionName: 'transferFrom', args: [addr(5), addr(6), 1n] })
    const raw = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: chain().contracts.nft.address, data: nft }] })
    expect(raw.body.status).toBe('reverted')
    expect(raw.body.revert).toEqual({ kind: 'raw', reason: expect.stringMatching(/^0x[0-9a-f]{8}$/), call: 0 })
  })

  test('behavior: a DUSD transfer to an unknown contract warns of the receiver; to a person it warns of nothing', async () => {
    const toContract = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [chain().smartAccounts.entryPoint07, 1n] })
    const contract = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: dusd(), data: toContract }] })
    expect(contract.body.warnings).toEqual([{ code: 'unknownContractReceiver', receiver: chain().smartAccounts.entryPoint07 }])
    // As wallet_sendCalls names it: `from`, and each call's own `from`.
    const toPerson = await simulate({ chainId: CHAIN, from: addr(5), calls: [{ from: addr(5), to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [addr(6), 1n] }) }] })
    expect(toPerson.body.warnings).toEqual([])
    expect(toPerson.body.send).toEqual([expect.objectContaining({ amount: '1', usd: 0.000001 })])
  })

  test('behavior: a swap paying someone else sends ETH and receives nothing, which is warned of', async () => {
    const swap = encodeFunctionData({
      abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])']),
      functionName: 'swapExactETHForTokens',
      args: [1n, [chain().contracts.uniswap.weth.address, dusd()], addr(6), BigInt(Math.floor(Date.now() / 1000) + 3600)],
    })
    const { body } = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: chain().contracts.uniswap.router.address, value: parseEther('0.01').toString(), data: swap }] })
    expect(body.send).toEqual([expect.objectContaining({ amount: parseEther('0.01').toString() })])
    expect(body.receive).toEqual([])
    expect(body.warnings).toEqual([{ code: 'nothingReceived' }])
  })

  test('behavior: a smart account\'s two-call batch runs as its EntryPoint\'s executeBatch, showing the net result of both', async () => {
    const owner = addr(7)
    const salt = `${owner}${'0'.repeat(24)}` as Hex
    const factory = chain().smartAccounts.airlockAccountFactory
    const account = await reader().readContract({ address: factory, abi: factoryAbi, functionName: 'getAddress', args: [salt] })
    const deploy = await wallet(7).writeContract({ chain: null, address: factory, abi: factoryAbi, functionName: 'createAccount', args: [owner, salt] })
    await reader().waitForTransactionReceipt({ hash: deploy })
    const fund = await wallet(7).writeContract({ chain: null, address: dusd(), abi: erc20Abi, functionName: 'transfer', args: [account, parseUnits('100', 6)] })
    await reader().waitForTransactionReceipt({ hash: fund })
    const router = chain().contracts.uniswap.router.address
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const calls = [
      { to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, parseUnits('30', 6)] }) },
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('30', 6), 1n, [dusd(), chain().contracts.uniswap.weth.address], account, deadline] }) },
    ]
    const { body } = await simulate({ chainId: CHAIN, account, calls, atomic: true, smartAccount: { entryPoint: chain().smartAccounts.entryPoint07 } })
    expect(body.status).toBe('success')
    expect(body.complete).toBe(true)
    expect(body.send).toEqual([expect.objectContaining({ amount: parseUnits('30', 6).toString(), asset: expect.objectContaining({ symbol: 'DUSD' }) })])
    expect(body.receive).toEqual([expect.objectContaining({ asset: expect.objectContaining({ standard: 'native' }) })])
    expect(BigInt(body.receive[0]!.amount)).toBeGreaterThan(parseEther('0.009'))
    expect(body.allowances).toEqual([expect.objectContaining({ spender: router, amount: parseUnits('30', 6).toString(), unlimited: false })])
    // Asked without the EntryPoint (a preview does not know it), the account names its own.
    const unnamed = await simulate({ chainId: CHAIN, account, calls, atomic: true })
    expect({ ...unnamed.body, gasUsed: body.gasUsed }).toEqual(body)

    // The same batch failing in its second call names that call, and an atomic batch moves nothing.
    const tooMuch = [calls[0]!, { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('31', 6), 1n, [dusd(), chain().contracts.uniswap.weth.address], account, deadline] }) }]
    const failing = await simulate({ chainId: CHAIN, account, calls: tooMuch, atomic: true, smartAccount: { entryPoint: chain().smartAccounts.entryPoint07 } })
    expect(failing.body.status).toBe('reverted')
    expect(failing.body.revert?.call).toBe(1)
    expect(failing.body.send).toEqual([])
  })

  test('behavior: an EOA batch on a node that cannot carry state says the later call was not simulated', async () => {
    const router = chain().contracts.uniswap.router.address
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const calls = [
      { to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, parseUnits('30', 6)] }) },
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('30', 6), 1n, [dusd(), chain().contracts.uniswap.weth.address], addr(8), deadline] }) },
    ]
    const { body } = await simulate({ chainId: CHAIN, account: addr(8), calls })
    expect(body.complete).toBe(false)
    expect(body.status).toBe('success')
    expect(body.allowances).toHaveLength(1)
    expect(body.warnings).toEqual([])
  })

  test('behavior: an EIP-2612 permit is an allowance for its spender, recognised without running anything', async () => {
    const spender = addr(9)
    const typedData = {
      domain: { name: 'Demo USD', version: '1', chainId: 31337, verifyingContract: dusd() },
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit',
      message: { owner: addr(5), spender, value: '250000000', nonce: '0', deadline: '1900000000' },
    }
    const { status, body } = await simulate({ chainId: CHAIN, account: addr(5), typedData })
    expect(status).toBe(200)
    expect(body).toMatchObject({ method: 'typedData', status: 'success', send: [], receive: [] })
    expect(body.allowances).toEqual([expect.objectContaining({ kind: 'token', via: 'permit', spender, amount: '250000000', unlimited: false, deadline: 1900000000, asset: expect.objectContaining({ symbol: 'DUSD', decimals: 6 }) })])
    expect(body.gasUsed).toBeUndefined()
  })

  test('figures: POST /v1/simulate round trips for a swap, an approve and a transfer (median and 90th percentile of 30 each)', async () => {
    const built = await call('/v1/convert/build-transaction', jsonBody({ from: ETH, to: `${CHAIN}:${dusd()}`, amount: parseEther('0.05').toString(), userAddress: addr(2) }))
    const { tx } = (await built.json()) as { tx: { to: Address; data: Hex; value: string } }
    const bodies = {
      swap: { chainId: CHAIN, account: addr(2), calls: [{ to: tx.to, value: tx.value, data: tx.data }] },
      approve: { chainId: CHAIN, account: addr(2), calls: [{ to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain().contracts.uniswap.router.address, maxUint256] }) }] },
      transfer: { chainId: CHAIN, account: addr(2), calls: [{ to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [addr(3), 1n] }) }] },
    }
    const figures: string[] = []
    for (const [name, body] of Object.entries(bodies)) {
      const times: number[] = []
      for (let i = 0; i < 30; i++) {
        const started = performance.now()
        const res = await call('/v1/simulate', jsonBody(body))
        await res.json()
        times.push(performance.now() - started)
        expect(res.status).toBe(200)
      }
      times.sort((a, b) => a - b)
      figures.push(`${name} median ${times[15]!.toFixed(1)} ms, p90 ${times[27]!.toFixed(1)} ms`)
    }
    console.info(`[simulate figures] ${figures.join('; ')}`)
  })

  test('behavior: code that never stops runs only to its gas: a call to the per-call cap, a request to its total, a client to its gas budget', async () => {
    // JUMPDEST PUSH1 0 JUMP: a contract creation that loops until its gas is gone (16.7 M gas at the node's default).
    const loop = '0x5b600056'
    const one = await simulate({ chainId: CHAIN, account: addr(7), calls: [{ data: loop }] })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ status: 'reverted', gasUsed: '3000000' })
    const ten = await simulate({ chainId: CHAIN, account: addr(7), calls: Array.from({ length: 10 }, () => ({ data: loop })) })
    expect(ten.body).toMatchObject({ status: 'reverted', gasUsed: '10000000', revert: { call: 0 } })

    // A client whose simulations may run 5 million gas a minute: one call (3 million), then a wait.
    const budgeted = await startApiServer({ port: 0, onError: () => {}, indexer: false, projects: [{ id: 'gas-budget', allowedOrigins: [] }],
      evm: { rpcUrl: chain().url, chainId: chain().chainId }, rateLimits: { simulationGas: { limit: 5, windowSeconds: 60 } } })
    try {
      const ask = () => createApiClient(budgeted.url, 'gas-budget')('/v1/simulate', jsonBody({ chainId: CHAIN, account: addr(7), calls: [{ to: addr(8), value: '1' }] }))
      expect((await ask()).status).toBe(200)
      const refused = await ask()
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await budgeted.stop()
    }
  }, 90_000)

  test('error: bad input is a 400 naming the field; an unserved chain says so', async () => {
    expect((await simulate({ chainId: CHAIN, account: 'nope', calls: [{ to: dusd() }] })).body.field).toBe('account')
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: [] })).body.field).toBe('calls')
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: [{ to: dusd(), data: '0x1' }] })).body.field).toBe('calls.0.data')
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: Array.from({ length: 11 }, () => ({ to: dusd() })) })).body.field).toBe('calls')
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: [{ from: addr(2), to: dusd() }] })).body.field).toBe('calls.0.from')
    // A call with neither a receiver nor code to deploy: nothing the node could run.
    const empty = await simulate({ chainId: CHAIN, account: addr(1), calls: [{ to: dusd() }, {}] })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ field: 'calls.1', message: "Invalid body field 'calls.1': a call needs 'to', or 'data' that creates a contract" })
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: [{}] })).body).toMatchObject({ field: 'calls.0' })
    expect((await simulate({ chainId: CHAIN, account: addr(1), calls: [{ value: '1', data: '0x' }] })).body.field).toBe('calls.0')
    const unserved = await simulate({ chainId: 'eip155:8453', account: addr(1), calls: [{ to: dusd() }] })
    expect(unserved.status).toBe(400)
    expect(unserved.body).toMatchObject({ field: 'chainId', code: 'SIMULATION_NOT_SUPPORTED' })
    expect((await simulate({ chainId: 'solana:abc', account: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', transaction: 'AAAA' })).body.code).toBe('SIMULATION_NOT_SUPPORTED')
    const notJson = await call('/v1/simulate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
  })
})
