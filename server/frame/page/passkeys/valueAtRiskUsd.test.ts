import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { valueAtRiskUsd } from './valueAtRiskUsd.js'

const from = '0x1111111111111111111111111111111111111111'
const dusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const dgld = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
// 2 ETH at $3,000, 500 DUSD at $1, and DGLD the API does not price.
const ctx = {
  balances: async () => [
    { symbol: 'ETH', name: 'Ether', price: 3000, quantity: { decimals: '18', numeric: '2' } },
    { symbol: 'DUSD', name: 'Demo USD', address: `eip155:31337:${dusd}`, price: 1, quantity: { decimals: '6', numeric: '500' } },
    { symbol: 'DGLD', name: 'Demo Gold', address: `eip155:31337:${dgld}`, price: 0, quantity: { decimals: '18', numeric: '3' } },
  ],
}
const txs = (...transactions: { to: string; value?: string; data?: string }[]) => ({
  kind: 'evmTransactions' as const,
  chainId: 'eip155:31337',
  transactions: transactions.map((tx) => ({ from, to: tx.to, value: tx.value ?? '0', ...(tx.data && { data: tx.data }) })),
})

describe('valueAtRiskUsd', () => {
  test('default: an ETH send and an ERC-20 transfer are priced by the account’s balances', async () => {
    expect(await valueAtRiskUsd(ctx, txs({ to: from, value: String(10n ** 18n) }), from)).toBe(3000)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [from, 120_000_000n] })
    expect(await valueAtRiskUsd(ctx, txs({ to: dusd, data: transfer }), from)).toBe(120)
  })

  test('behavior: an allowance counts at most the balance; a swap counts what it sells', async () => {
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
    expect(await valueAtRiskUsd(ctx, txs({ to: dusd, data: unlimited }), from)).toBe(500)
    const swap = encodeFunctionData({
      abi: parseAbi(['function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
      functionName: 'swapExactTokensForTokens',
      args: [200_000_000n, 1n, [dusd, dgld], from, 1n],
    })
    expect(await valueAtRiskUsd(ctx, txs({ to: router, data: swap }), from)).toBe(200)
    const ethIn = encodeFunctionData({ abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)']), functionName: 'swapExactETHForTokens', args: [1n, [dgld, dusd], from, 1n] })
    expect(await valueAtRiskUsd(ctx, txs({ to: router, value: String(5n * 10n ** 17n), data: ethIn }), from)).toBe(1500)
  })

  test('behavior: messages, unpriced tokens and a SOL transfer from another account count nothing', async () => {
    expect(await valueAtRiskUsd(ctx, { kind: 'message', namespace: 'eip155', address: from, text: 'hi', raw: '0x6869' }, from)).toBe(0)
    const gold = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [from, 10n ** 18n] })
    expect(await valueAtRiskUsd(ctx, txs({ to: dgld, data: gold }), from)).toBe(0)
    const sol = { kind: 'solanaTransactions' as const, chainId: 'solana:local', send: true, transactions: [{ instructions: [{ programId: '11111111111111111111111111111111', kind: 'systemTransfer' as const, from: 'other', to: 'x', lamports: '1000000000', accounts: [], data: '' }] }] }
    expect(await valueAtRiskUsd(ctx, sol, from)).toBe(0)
  })
})
