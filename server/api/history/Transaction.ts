/** One transfer inside a SPEC §3 transaction item, seen from the account asked about. */
export interface TransactionTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  /** USD value at today's stored price. */
  value: number
  price: number
}

/** SPEC §3 transaction item. */
export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'execute'
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    hash: string
    nonce: number
  }
  transfers: TransactionTransfer[]
}
