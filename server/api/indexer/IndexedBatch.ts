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

/** What one pass over a block range found. */
export interface IndexedBatch {
  chainId: string
  fromBlock: number
  toBlock: number
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}
