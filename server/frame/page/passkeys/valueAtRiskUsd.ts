import { decodeFunctionData, parseAbi } from 'viem'
import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import type { SigningContext } from '../signing/SigningContext.js'

// What a send or a swap can take from the account: ERC-20 transfers and allowances, and the
// input of Uniswap V2 Router02's swaps (the path's first token; ETH inputs are the call's value).
const spends = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
])

/** The token (contract) and most an EVM call can take of it, when it is one of {@link spends}. */
function tokenSpend(to: string | null, data: string | undefined, from: string): { token: string; amount: bigint } | undefined {
  if (!to || !data || data.length < 10) return undefined
  try {
    const call = decodeFunctionData({ abi: spends, data: data as `0x${string}` })
    const [a, b, c] = call.args as readonly unknown[]
    switch (call.functionName) {
      case 'transfer':
      case 'approve':
        return { token: to, amount: b as bigint }
      case 'transferFrom':
        return (a as string).toLowerCase() === from.toLowerCase() ? { token: to, amount: c as bigint } : undefined
      case 'swapExactTokensForTokens':
      case 'swapExactTokensForETH':
        return { token: (c as string[])[0]!, amount: a as bigint }
      default:
        return { token: (c as string[])[0]!, amount: b as bigint }
    }
  } catch {
    return undefined
  }
}

/**
 * The dollars an approval can move out of the account, for the app's step-up limit: native
 * value sent, ERC-20 transfers and allowances, Uniswap V2 swap inputs (EVM), and SOL transfers
 * (Solana), each at most the account's balance of it and priced by the API's balances of
 * that account (a token the account holds no priced balance of counts nothing). Messages,
 * typed data and other calls move nothing by themselves and count 0.
 */
export async function valueAtRiskUsd(ctx: Pick<SigningContext, 'balances'>, summary: ApprovalSummary, from: string): Promise<number> {
  if (summary.kind !== 'evmTransactions' && summary.kind !== 'solanaTransactions') return 0
  const balances = await ctx.balances(from, summary.chainId)
  const priced = (token: string | undefined) => {
    const balance = balances.find((b) => (token === undefined ? !b.address : b.address?.toLowerCase().endsWith(`:${token.toLowerCase()}`)))
    return balance ? { price: balance.price ?? 0, held: BigInt(Math.round(Number(balance.quantity.numeric) * 10 ** Number(balance.quantity.decimals))), decimals: Number(balance.quantity.decimals) } : undefined
  }
  const totals = new Map<string | undefined, bigint>()
  const add = (token: string | undefined, amount: bigint) => totals.set(token, (totals.get(token) ?? 0n) + amount)
  if (summary.kind === 'evmTransactions') {
    for (const tx of summary.transactions) {
      if (BigInt(tx.value) > 0n) add(undefined, BigInt(tx.value))
      const spend = tokenSpend(tx.to, tx.data, from)
      if (spend) add(spend.token, spend.amount)
    }
  } else {
    for (const instruction of summary.transactions.flatMap((t) => t.instructions)) {
      if (instruction.kind === 'systemTransfer' && instruction.from === from && instruction.lamports) add(undefined, BigInt(instruction.lamports))
    }
  }
  let usd = 0
  for (const [token, amount] of totals) {
    const balance = priced(token)
    if (!balance) continue
    const capped = amount < balance.held ? amount : balance.held
    usd += (Number(capped) / 10 ** balance.decimals) * balance.price
  }
  return usd
}
