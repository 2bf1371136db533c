import type { SolanaChain } from '../chains/SolanaChain.js'
import { solanaRpc } from '../chains/solanaRpc.js'
import type { Queryable } from '../db/Database.js'
import { readPrices } from '../prices/readPrices.js'
import { buildSolanaTransaction, type SolanaParsedTransaction } from './buildSolanaTransaction.js'
import { HISTORY_PAGE_SIZE } from './readHistory.js'
import type { Transaction } from './Transaction.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
// getSignaturesForAddress's own ceiling; older activity is beyond what the modal pages to.
const MAX_SIGNATURES = 1000

interface SignatureInfo {
  signature: string
  slot: number
}

/**
 * A page of a Solana account's history, read from the node (which keeps it). Tokens arrive
 * in the owner's token accounts, whose transactions need not name the owner, so those
 * accounts' signatures are merged in. The cursor is the last signature of the page.
 */
export async function readSolanaHistory(
  db: Queryable, chain: SolanaChain, req: { owner: string; before?: string; imageUrl: (id: string) => string },
): Promise<{ data: Transaction[]; next: string | null }> {
  const tokenAccounts = await solanaRpc<{ value: { pubkey: string }[] }>(chain, 'getTokenAccountsByOwner', [
    req.owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  const lists = await Promise.all([req.owner, ...tokenAccounts.value.map((a) => a.pubkey)].map((address) =>
    solanaRpc<SignatureInfo[]>(chain, 'getSignaturesForAddress', [address, { limit: MAX_SIGNATURES, commitment: 'confirmed' }])))
  const unique = new Map<string, SignatureInfo>()
  for (const s of lists.flat()) unique.set(s.signature, s)
  const ordered = [...unique.values()].sort((a, b) => b.slot - a.slot || (a.signature < b.signature ? 1 : -1))
  const start = req.before ? ordered.findIndex((s) => s.signature === req.before) + 1 : 0
  if (req.before && start === 0) return { data: [], next: null }
  const page = ordered.slice(start, start + HISTORY_PAGE_SIZE)
  const txs = await Promise.all(page.map((s) => solanaRpc<SolanaParsedTransaction | null>(chain, 'getTransaction', [
    s.signature, { encoding: 'jsonParsed', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }])))
  const prices = await readPrices(db, ['SOL', 'DUSD'])
  const assets = { tokenMint: chain.options.tokenMint, prices, imageUrl: req.imageUrl }
  const data = txs.flatMap((tx) => (tx ? [buildSolanaTransaction(req.owner, chain.caipNetworkId, tx, assets)] : []))
  return { data, next: start + HISTORY_PAGE_SIZE < ordered.length ? page[page.length - 1]!.signature : null }
}
