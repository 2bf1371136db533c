import type { TransactionMetadata } from 'litesvm'
import { base58 } from './base58.js'
import type { RecordedInnerInstruction } from './transactionLog.js'

/** What running a transaction produced, in the shapes the RPC answers with. */
export interface Execution {
  logMessages: string[]
  innerInstructions: { index: number; instructions: RecordedInnerInstruction[] }[]
  computeUnitsConsumed: number
  /** Null when the program set none. */
  returnData: { programId: string; data: Uint8Array } | null
}

/** Copies litesvm's execution metadata out of its native objects. */
export function readExecution(meta: TransactionMetadata): Execution {
  const innerInstructions = meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction()
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: compiled.data(),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
  const returned = meta.returnData()
  const returnData = returned.data().length === 0
    ? null
    : { programId: base58.encode(returned.programId()), data: returned.data() }
  return {
    logMessages: meta.logs(),
    innerInstructions,
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData,
  }
}
