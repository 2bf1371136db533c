import { decodeAbiParameters, getAddress, hexToBigInt, type Address, type Hex } from 'viem'
import type { TracedLog } from './EvmTrace.js'
import { eventTopics, topicAddress } from './eventTopics.js'

/** A token amount that moved in or out of the account; `delta` is signed (negative: sent). */
export interface TokenMovement {
  token: Address
  standard: 'erc20' | 'erc721' | 'erc1155'
  tokenId?: bigint
  delta: bigint
}

const ids = (data: Hex) => decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], data)

/**
 * What the logs move in or out of `account`, summed per token (and token id): ERC-20 and
 * ERC-721 `Transfer` (told apart by the indexed token id), ERC-1155 `TransferSingle` and
 * `TransferBatch`, and WETH's `Deposit`/`Withdrawal`. Amounts that cancel out are dropped.
 */
export function readMovements(logs: readonly TracedLog[], account: string): TokenMovement[] {
  const me = account.toLowerCase()
  const sums = new Map<string, TokenMovement>()
  const add = (token: Address, standard: TokenMovement['standard'], delta: bigint, tokenId?: bigint) => {
    const key = `${token.toLowerCase()}:${tokenId ?? ''}`
    const entry = sums.get(key) ?? { token: getAddress(token), standard, ...(tokenId !== undefined && { tokenId }), delta: 0n }
    entry.delta += delta
    sums.set(key, entry)
  }
  const sign = (from: string, to: string) => (from === me ? -1n : 0n) + (to === me ? 1n : 0n)
  for (const log of logs) {
    const [topic, a, b, c] = log.topics
    try {
      if (topic === eventTopics.transfer && log.topics.length === 3 && log.data.length >= 66) {
        add(log.address, 'erc20', sign(topicAddress(a), topicAddress(b)) * hexToBigInt(log.data.slice(0, 66) as Hex))
      } else if (topic === eventTopics.transfer && log.topics.length === 4) {
        add(log.address, 'erc721', sign(topicAddress(a), topicAddress(b)), hexToBigInt(c!))
      } else if (topic === eventTopics.transferSingle && log.topics.length === 4) {
        const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
        add(log.address, 'erc1155', sign(topicAddress(b), topicAddress(c)) * value, id)
      } else if (topic === eventTopics.transferBatch && log.topics.length === 4) {
        const [tokenIds, values] = ids(log.data)
        tokenIds.forEach((id, i) => add(log.address, 'erc1155', sign(topicAddress(b), topicAddress(c)) * (values[i] ?? 0n), id))
      } else if (topic === eventTopics.deposit && log.topics.length === 2 && topicAddress(a) === me) {
        add(log.address, 'erc20', hexToBigInt(log.data.slice(0, 66) as Hex))
      } else if (topic === eventTopics.withdrawal && log.topics.length === 2 && topicAddress(a) === me) {
        add(log.address, 'erc20', -hexToBigInt(log.data.slice(0, 66) as Hex))
      }
    } catch {
      // A log that only looks like one of these events (malformed data) moves nothing.
    }
  }
  return [...sums.values()].filter((m) => m.delta !== 0n)
}
