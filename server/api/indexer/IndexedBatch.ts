/** A transaction as the indexer stores it; addresses lower-case. */
export interface IndexedTransaction {
  hash: string
  blockNumber: number
  txIndex: number
  minedAt: Date
  from: string
  to: string | null
  nonce: number
  value: bigint
  status: 'success' | 'reverted'
}

/** A movement of value: native (logIndex -1), ERC-20 or ERC-721. */
export interface IndexedTransfer {
  txHash: string
  logIndex: number
  standard: 'native' | 'erc20' | 'erc721'
  token: string | null
  from: string
  to: string
  amount: bigint
  tokenId: bigint | null
}

/** An ERC-20 allowance an account gave (an `Approval` log). */
export interface IndexedApproval {
  txHash: string
  logIndex: number
  token: string
  owner: string
  spender: string
  amount: bigint
}

/** A block of the range, by the hashes that chain it to its parent. */
export interface IndexedBlock {
  number: number
  hash: string
  parentHash: string
}

/** What one pass over a block range found, all from one branch of the chain. */
export interface IndexedBatch {
  chainId: string
  fromBlock: number
  toBlock: number
  /** Every block of the range, oldest first. */
  blocks: IndexedBlock[]
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
  approvals: IndexedApproval[]
  /**
   * Other addresses whose native balance the range may have moved without being a
   * transaction's sender or receiver: the blocks' producers (fees) and ERC-4337 accounts and
   * paymasters (gas paid from within the EntryPoint's call). Lower-case.
   */
  alsoTouched: string[]
}
