import { formatUnits } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import type { SolanaChain } from '../chains/SolanaChain.js'
import { solanaRpc } from '../chains/solanaRpc.js'
import { solanaTokenName } from '../chains/solanaTokenName.js'
import { readPrices } from '../prices/readPrices.js'
import type { Balance } from './Balance.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } }
}

/** SOL (always listed) and the account's SPL token balances above zero, named by {@link solanaTokenName}. */
export async function readSolanaBalances(ctx: ApiContext, chain: SolanaChain, owner: string): Promise<Balance[]> {
  const [lamports, tokens] = await Promise.all([
    solanaRpc<{ value: number }>(chain, 'getBalance', [owner, { commitment: 'confirmed' }]),
    solanaRpc<{ value: ParsedTokenAccount[] }>(chain, 'getTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
  ])
  const prices = await readPrices(ctx.db, ['SOL', 'DUSD'])
  const icon = (s: string) => `${ctx.publicUrl()}/public/getTokenImage/${encodeURIComponent(s)}`
  const solNumeric = formatUnits(BigInt(lamports.value), 9)
  const solPrice = prices.get('SOL')?.usd ?? 0
  const balances: Balance[] = [{
    name: 'Solana', symbol: 'SOL', chainId: chain.caipNetworkId, value: Number(solNumeric) * solPrice, price: solPrice,
    quantity: { decimals: '9', numeric: solNumeric }, iconUrl: icon('SOL'),
  }]
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const t of tokens.value) {
    const { mint, tokenAmount } = t.account.data.parsed.info
    const prev = byMint.get(mint)
    byMint.set(mint, { amount: (prev?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
  }
  for (const [mint, { amount, decimals }] of byMint) {
    if (amount === 0n) continue
    const { symbol, name, known } = solanaTokenName(chain, mint)
    const price = known ? (prices.get('DUSD')?.usd ?? 0) : 0
    const numeric = formatUnits(amount, decimals)
    balances.push({
      name, symbol, chainId: chain.caipNetworkId,
      address: `${chain.caipNetworkId}:${mint}`, value: Number(numeric) * price, price,
      quantity: { decimals: String(decimals), numeric }, iconUrl: icon(symbol),
    })
  }
  return balances
}
