import { describe, expect, test } from 'vitest'
import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { jsonBody } from './testing/createApiClient.js'
import { startAnvilChain } from './testing/startAnvilChain.js'
import { useSimulationApi } from './testing/useSimulationApi.js'

const CHAIN = 'eip155:31337'
const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const routerAbi = parseAbi(['function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])'])

// anvil answers eth_simulateV1 (the local stack's EDR does not): the API's first path, on a real node.
describe('POST /v1/simulate on a node that answers eth_simulateV1 (anvil)', () => {
  const { chain, call, reader, addr, send, dusd, dusdOf, simulate: simulated } = useSimulationApi(startAnvilChain)
  const simulate = async (body: unknown) => (await simulated(body)).body

  test('default: a swap of 0.1 ETH sends 0.1 ETH and receives the DUSD the chain then delivers', async () => {
    const built = await call('/v1/convert/build-transaction', jsonBody({ from: ETH, to: `${CHAIN}:${dusd()}`, amount: parseEther('0.1').toString(), userAddress: addr(3) }))
    const { tx } = (await built.json()) as { tx: { to: Address; data: Hex; value: string } }
    const body = await simulate({ chainId: CHAIN, account: addr(3), calls: [{ to: tx.to, value: tx.value, data: tx.data }] })
    expect(body.method).toBe('eth_simulateV1')
    expect(body.status).toBe('success')
    expect(body.send).toEqual([expect.objectContaining({ amount: parseEther('0.1').toString(), asset: expect.objectContaining({ standard: 'native', symbol: 'ETH' }) })])
    expect(body.receive).toEqual([expect.objectContaining({ asset: expect.objectContaining({ standard: 'erc20', symbol: 'DUSD', decimals: 6 }) })])
    expect(Number(body.gasUsed)).toBeGreaterThan(21_000)

    const before = await dusdOf(addr(3))
    await send(3, { to: tx.to, data: tx.data, value: BigInt(tx.value) })
    expect((await dusdOf(addr(3)) - before).toString()).toBe(body.receive[0]!.amount)
  })

  test('behavior: an EOA batch is whole: the swap runs on the allowance the approve before it granted', async () => {
    const router = chain().contracts.uniswap.router.address
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const calls = [
      { to: dusd(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, parseUnits('30', 6)] }) },
      { to: router, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [parseUnits('30', 6), 1n, [dusd(), chain().contracts.uniswap.weth.address], addr(8), deadline] }) },
    ]
    const body = await simulate({ chainId: CHAIN, account: addr(8), calls })
    expect(body).toMatchObject({ method: 'eth_simulateV1', status: 'success', complete: true })
    expect(body.send).toEqual([expect.objectContaining({ amount: parseUnits('30', 6).toString(), asset: expect.objectContaining({ symbol: 'DUSD' }) })])
    expect(body.receive).toEqual([expect.objectContaining({ asset: expect.objectContaining({ standard: 'native', symbol: 'ETH' }) })])
    expect(body.allowances).toEqual([expect.objectContaining({ spender: router, amount: parseUnits('30', 6).toString(), unlimited: false })])

    // The chain then delivers what was shown: the ETH the router pays out, before gas.
    const ethBefore = await reader().getBalance({ address: addr(8) })
    let gasPaid = 0n
    for (const c of calls) {
      const receipt = await send(8, c)
      gasPaid += receipt.gasUsed * receipt.effectiveGasPrice
    }
    expect((await reader().getBalance({ address: addr(8) }) - ethBefore + gasPaid).toString()).toBe(body.receive[0]!.amount)
  })

  test('error: a transfer above the balance fails with the token\'s custom error decoded, and nothing moves', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [addr(6), parseUnits('20000', 6)] })
    const body = await simulate({ chainId: CHAIN, account: addr(5), calls: [{ to: dusd(), data }] })
    expect(body.status).toBe('reverted')
    expect(body.revert).toEqual({ kind: 'custom', reason: `InsufficientBalance(from: ${addr(5)}, balance: 10000000000, needed: 20000000000)`, call: 0 })
    expect(body.warnings).toEqual([{ code: 'willFail', reason: body.revert!.reason }])
    expect(body.send).toEqual([])
    expect(await dusdOf(addr(5))).toBe(parseUnits('10000', 6))
  })
})
