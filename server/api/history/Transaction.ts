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

/** An ERC-20 allowance the account gave in the transaction. */
export interface TransactionApproval {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  /** Who may spend it (lower case). */
  spender: string
  /** The allowance, in whole tokens; `0` takes it back. */
  quantity: { numeric: string }
}

/** SPEC §3 transaction item. */
export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    /** `approve`: the account only gave an allowance (see `approvals`). */
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'approve' | 'execute'
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    hash: string
    nonce: number
  }
  transfers: TransactionTransfer[]
  /** The allowances the account gave; present when there are any. */
  approvals?: TransactionApproval[]
}
