import type { VersionedMessage } from '@solana/web3.js'

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
const defaultUnitsPerInstruction = 200_000n
const maxUnits = 1_400_000n

/** A message's compute budget: what it set, or the runtime's defaults. */
export interface ComputeBudgetRequest {
  /** Micro-lamports per compute unit; 0 when the message sets none. */
  unitPrice: bigint
  /** The requested limit, or 200,000 per other instruction capped at 1.4 million. */
  unitLimit: bigint
}

/** Reads SetComputeUnitLimit / SetComputeUnitPrice from a message, for fees and priority-fee stats. */
export function readComputeBudget(message: VersionedMessage): ComputeBudgetRequest {
  let unitPrice = 0n
  let unitLimit: bigint | undefined
  let otherInstructions = 0n
  for (const instruction of message.compiledInstructions) {
    const program = message.staticAccountKeys[instruction.programIdIndex]?.toBase58()
    const data = instruction.data
    if (program !== computeBudgetProgram) {
      otherInstructions++
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) unitPrice = view.getBigUint64(1, true)
  }
  const fallback = otherInstructions * defaultUnitsPerInstruction
  return { unitPrice, unitLimit: unitLimit ?? (fallback < maxUnits ? fallback : maxUnits) }
}
