import { formatUnits } from 'viem'
import type { Transaction, TransactionTransfer } from './Transaction.js'

/** The parts of a `jsonParsed` getTransaction result the history reads. */
export interface SolanaParsedTransaction {
  slot: number
  blockTime: number | null
  transaction: { signatures: string[]; message: { accountKeys: { pubkey: string; signer: boolean }[] } }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalance[]
    postTokenBalances?: TokenBalance[]
  } | null
}

interface TokenBalance {
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

/**
 * Shapes a Solana transaction as `owner` sees it, from balance changes rather than
 * instructions: what the owner's SOL and token balances gained or lost (the fee it paid
 * left out) is what moved, whatever program moved it.
 */
export function buildSolanaTransaction(
  owner: string, chainId: string, tx: SolanaParsedTransaction,
  assets: { tokenMint?: string; prices: Map<string, { usd: number }>; imageUrl: (id: string) => string },
): Transaction {
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey)
  const meta = tx.meta
  const transfers: TransactionTransfer[] = []
  let counterparty: string | undefined
  const add = (symbol: string, name: string, delta: bigint, decimals: number) => {
    const numeric = formatUnits(delta < 0n ? -delta : delta, decimals)
    const price = assets.prices.get(symbol)?.usd ?? 0
    transfers.push({ fungible_info: { name, symbol, icon: { url: assets.imageUrl(symbol) } }, direction: delta < 0n ? 'out' : 'in',
      quantity: { numeric }, value: Number(numeric) * price, price })
  }
  const index = keys.indexOf(owner)
  if (meta && index >= 0) {
    const feePaid = index === 0 ? BigInt(meta.fee) : 0n
    const solDelta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0) + feePaid
    if (solDelta !== 0n) {
      add('SOL', 'Solana', solDelta, 9)
      const other = keys.findIndex((_, i) => i !== index && Math.sign((meta.postBalances[i] ?? 0) - (meta.preBalances[i] ?? 0)) === -Math.sign(Number(solDelta)))
      counterparty = keys[other]
    }
  }
  // A token transfer names the owner's token account, not always the owner itself.
  if (meta) {
    const sum = (list: TokenBalance[] | undefined, mint: string, who: string) =>
      (list ?? []).filter((b) => b.mint === mint && b.owner === who).reduce((s, b) => s + BigInt(b.uiTokenAmount.amount), 0n)
    const mints = new Set([...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map((b) => b.mint))
    for (const mint of mints) {
      const delta = sum(meta.postTokenBalances, mint, owner) - sum(meta.preTokenBalances, mint, owner)
      if (delta === 0n) continue
      const decimals = [...(meta.postTokenBalances ?? []), ...(meta.preTokenBalances ?? [])].find((b) => b.mint === mint)!.uiTokenAmount.decimals
      const known = mint === assets.tokenMint
      add(known ? 'DUSD' : mint.slice(0, 4).toUpperCase(), known ? 'Demo USD' : `Token ${mint.slice(0, 4)}…`, delta, decimals)
      counterparty ??= (meta.postTokenBalances ?? []).find((b) => b.mint === mint && b.owner && b.owner !== owner)?.owner
    }
  }
  const outs = transfers.some((t) => t.direction === 'out')
  const ins = transfers.some((t) => t.direction === 'in')
  const signature = tx.transaction.signatures[0] ?? ''
  const first = transfers[0]
  return {
    id: signature,
    metadata: {
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      chain: chainId,
      operationType: outs && ins ? 'trade' : ins ? 'receive' : outs ? 'send' : 'execute',
      status: meta && meta.err === null ? 'confirmed' : 'failed',
      sentFrom: first?.direction === 'in' ? counterparty ?? keys[0] ?? '' : owner,
      sentTo: first?.direction === 'in' ? owner : counterparty ?? '',
      hash: signature,
      nonce: tx.slot,
    },
    transfers,
  }
}
