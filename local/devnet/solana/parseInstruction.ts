import { base58 } from './base58.js'
import { memoProgramIds } from './memoProgramIds.js'
import { parseSystemInstruction, type ParsedInstructionBody } from './parseSystemInstruction.js'
import { parseTokenInstruction } from './parseTokenInstruction.js'
import { tokenProgramIds } from './tokenProgramIds.js'

/** An instruction in Solana's jsonParsed form: parsed when the program is known. */
export type RpcParsedInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

const systemProgram = '11111111111111111111111111111111'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/**
 * Decodes an instruction for the jsonParsed encoding: System, SPL token (both programs),
 * associated token account and memo instructions are parsed; anything else keeps its
 * account list and base58 data, as a validator answers.
 */
export function parseInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): RpcParsedInstruction {
  const known = parseKnown(programId, accounts, data)
  if (known) return { ...known, programId, stackHeight }
  return { programId, accounts: [...accounts], data: base58.encode(data), stackHeight }
}

function parseKnown(programId: string, accounts: readonly string[], data: Uint8Array): { program: string; parsed: unknown } | null {
  const parsed = (program: string, body: ParsedInstructionBody | null) => (body ? { program, parsed: body } : null)
  if (programId === systemProgram) return parsed('system', parseSystemInstruction(accounts, data))
  const tokenProgram = tokenProgramIds[programId]
  if (tokenProgram) return parsed(tokenProgram, parseTokenInstruction(accounts, data))
  if (programId === associatedTokenProgram) {
    const type = data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : null
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
    return type && parsed('spl-associated-token-account', { type, info: { source, account, wallet, mint, systemProgram, tokenProgram } })
  }
  if (memoProgramIds.has(programId)) return { program: 'spl-memo', parsed: new TextDecoder().decode(data) }
  return null
}
