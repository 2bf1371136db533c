import type { VersionedMessage } from '@solana/web3.js'
import { readComputeBudget } from './readComputeBudget.js'

const lamportsPerSignature = 5000n

/**
 * The fee a message pays on the local chain, as litesvm charges it: 5,000 lamports per
 * signature plus the priority fee (unit price in micro-lamports × unit limit, rounded up).
 */
export function computeFee(message: VersionedMessage): bigint {
  const { unitPrice, unitLimit } = readComputeBudget(message)
  const priorityFee = (unitPrice * unitLimit + 999_999n) / 1_000_000n
  return lamportsPerSignature * BigInt(message.header.numRequiredSignatures) + priorityFee
}
