import { formatUnits } from 'viem'
import type { Transaction, TransactionApproval, TransactionTransfer } from './Transaction.js'

/** A stored transaction joined with what the item needs. */
export interface StoredTransaction {
  chain_id: string
  hash: string
  mined_at: Date
  from_address: string
  to_address: string | null
  nonce: number
  status: string
}

/** A stored transfer joined with its token's metadata (null for the native currency). */
export interface StoredTransfer {
  standard: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** A stored allowance joined with its token's metadata. */
export interface StoredApproval {
  token_address: string
  owner_address: string
  spender_address: string
  amount: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

const ZERO = '0x0000000000000000000000000000000000000000'

/** A transfer that made what it moved, for the account. */
const isMint = (account: string, t: StoredTransfer) => t.from_address === ZERO && t.to_address === account

/**
 * Shapes one transaction as the account sees it: only transfers touching the account (what
 * it sent first), each with a direction, and an operation type derived from them (mint, trade, send,
 * receive; `approve` when the account moved nothing but gave an allowance, which `approvals`
 * names with its spender; `execute` when it did neither).
 */
export function buildTransaction(
  account: string, tx: StoredTransaction, transfers: StoredTransfer[],
  prices: Map<string, { usd: number }>, imageUrl: (id: string) => string, allowances: StoredApproval[] = [],
): Transaction {
  // What left the account before what came in: a swap reads "-100 DUSD, +0.033 ETH".
  const mine = transfers
    .filter((t) => t.from_address === account || t.to_address === account)
    .sort((a, b) => Number(b.from_address === account) - Number(a.from_address === account))
  const items: TransactionTransfer[] = mine.map((t) => {
    const direction = t.from_address === account && t.to_address === account ? 'self' : t.from_address === account ? 'out' : 'in'
    if (t.standard === 'erc721') {
      const name = `${t.name ?? 'NFT'} #${t.token_id ?? '?'}`
      return { nft_info: { name, content: { preview: { url: imageUrl(`${t.symbol ?? 'NFT'}`) } }, flags: { is_spam: false } },
        direction, quantity: { numeric: '1' }, value: 0, price: 0 }
    }
    const symbol = t.standard === 'native' ? 'ETH' : t.symbol ?? '???'
    const numeric = formatUnits(BigInt(t.amount), t.standard === 'native' ? 18 : t.decimals ?? 18)
    const price = prices.get(symbol.toUpperCase())?.usd ?? 0
    return { fungible_info: { name: t.standard === 'native' ? 'Ether' : t.name ?? symbol, symbol, icon: { url: imageUrl(symbol) } },
      direction, quantity: { numeric }, value: Number(numeric) * price, price }
  })
  const approvals: TransactionApproval[] = allowances.filter((a) => a.owner_address === account).map((a) => {
    const symbol = a.symbol ?? '???'
    return { fungible_info: { name: a.name ?? symbol, symbol, icon: { url: imageUrl(symbol) } }, spender: a.spender_address,
      quantity: { numeric: formatUnits(BigInt(a.amount), a.decimals ?? 18) } }
  })
  const first = mine[0]
  const minted = mine.find((t) => isMint(account, t))
  const approvedOnly = mine.length === 0 && approvals.length > 0
  return {
    id: tx.hash,
    metadata: {
      minedAt: tx.mined_at.toISOString(),
      chain: tx.chain_id,
      operationType: approvedOnly ? 'approve' : operationType(account, mine),
      status: tx.status === 'success' ? 'confirmed' : 'failed',
      // A mint comes from the contract of what was minted, which has a name, not from the zero address.
      sentFrom: minted?.token_address ?? first?.from_address ?? (approvedOnly ? account : tx.from_address),
      sentTo: first?.to_address ?? (approvedOnly ? approvals[0]!.spender : tx.to_address ?? ''),
      hash: tx.hash,
      nonce: tx.nonce,
    },
    transfers: items,
    ...(approvals.length > 0 && { approvals }),
  }
}

function operationType(account: string, mine: StoredTransfer[]): Transaction['metadata']['operationType'] {
  if (mine.length === 0) return 'execute'
  if (mine.some((t) => isMint(account, t))) return 'mint'
  const out = mine.some((t) => t.from_address === account && t.to_address !== account)
  const incoming = mine.some((t) => t.to_address === account && t.from_address !== account)
  if (out && incoming) return 'trade'
  return incoming ? 'receive' : 'send'
}
