import type { EvmChain } from '../chains/EvmChain.js'
import type { CallTracer } from './createCallTracer.js'
import type { IndexedApproval, IndexedBatch, IndexedBlock, IndexedTransaction, IndexedTransfer } from './IndexedBatch.js'

// keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share it and differ only
// in whether the amount/tokenId is indexed (4 topics for ERC-721, 3 for ERC-20).
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
// keccak256("Approval(address,address,uint256)"): ERC-20's allowance (3 topics; ERC-721's has 4).
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
// ERC-4337's UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, …).
const USER_OPERATION_TOPIC = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'
const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * Reads blocks `fromBlock..toBlock` from the chain: every transaction with its receipt status,
 * native value moved by successful ones (with `trace`, also the value contracts moved inside
 * a successful call to a contract), and ERC-20 / ERC-721 Transfer logs. The blocks are read
 * one by one (with the addresses whose native balance they may have moved besides senders and
 * receivers, see `IndexedBatch.alsoTouched`), so the chain may reorganise in between: when a
 * block does not follow the
 * one before it, or a log names a block hash the range does not hold, the read is of no one
 * branch and resolves undefined, to be read again.
 */
export async function readBlockRange(chain: EvmChain, fromBlock: number, toBlock: number, trace?: CallTracer): Promise<IndexedBatch | undefined> {
  const blocks: IndexedBlock[] = []
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  const approvals: IndexedApproval[] = []
  const alsoTouched = new Set<string>()
  for (let n = fromBlock; n <= toBlock; n++) {
    const block = await chain.client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })
    if (!block.hash) return undefined
    if (blocks.length > 0 && block.parentHash !== blocks.at(-1)!.hash) return undefined
    blocks.push({ number: n, hash: block.hash, parentHash: block.parentHash })
    if (block.miner) alsoTouched.add(block.miner.toLowerCase())
    const minedAt = new Date(Number(block.timestamp) * 1000)
    const receipts = await Promise.all(block.transactions.map((tx) => chain.client.getTransactionReceipt({ hash: tx.hash })))
    for (const [i, tx] of block.transactions.entries()) {
      const status = receipts[i]?.status === 'success' ? 'success' : 'reverted'
      const to = tx.to?.toLowerCase() ?? null
      transactions.push({ hash: tx.hash, blockNumber: n, txIndex: tx.transactionIndex ?? i, minedAt,
        from: tx.from.toLowerCase(), to, nonce: tx.nonce, value: tx.value, status })
      if (status === 'success' && tx.value > 0n && to) {
        transfers.push({ txHash: tx.hash, logIndex: -1, standard: 'native', token: null, from: tx.from.toLowerCase(), to, amount: tx.value, tokenId: null })
      }
      // Only a call with data can run a contract that moves value on.
      if (trace && status === 'success' && to && tx.input !== '0x') transfers.push(...(await trace(tx.hash)))
    }
  }
  const logs = await chain.client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: `0x${fromBlock.toString(16)}`, toBlock: `0x${toBlock.toString(16)}`, topics: [[TRANSFER_TOPIC, APPROVAL_TOPIC, USER_OPERATION_TOPIC]] }],
  })
  const hashes = new Set(blocks.map((block) => block.hash))
  for (const log of logs) {
    if (log.blockHash && !hashes.has(log.blockHash)) return undefined
    const [topic, fromTopic, toTopic, idTopic] = log.topics
    if (topic === USER_OPERATION_TOPIC) {
      for (const t of [toTopic, idTopic]) if (t) alsoTouched.add(`0x${t.slice(26)}`.toLowerCase())
      continue
    }
    if (!fromTopic || !toTopic || log.removed || !log.transactionHash || log.logIndex === null) continue
    if (topic === APPROVAL_TOPIC) {
      if (idTopic === undefined) {
        approvals.push({ txHash: log.transactionHash, logIndex: Number(log.logIndex), token: log.address.toLowerCase(),
          owner: `0x${fromTopic.slice(26)}`.toLowerCase(), spender: `0x${toTopic.slice(26)}`.toLowerCase(), amount: BigInt(log.data === '0x' ? 0 : log.data) })
      }
      continue
    }
    const from = `0x${fromTopic.slice(26)}`.toLowerCase()
    const to = `0x${toTopic.slice(26)}`.toLowerCase()
    const isNft = idTopic !== undefined
    transfers.push({
      txHash: log.transactionHash, logIndex: Number(log.logIndex), standard: isNft ? 'erc721' : 'erc20',
      token: log.address.toLowerCase(), from, to,
      amount: isNft ? 1n : BigInt(log.data === '0x' ? 0 : log.data), tokenId: isNft ? BigInt(idTopic) : null,
    })
  }
  alsoTouched.delete(ZERO)
  return { chainId: chain.caipNetworkId, fromBlock, toBlock, blocks, transactions, transfers, approvals, alsoTouched: [...alsoTouched] }
}
