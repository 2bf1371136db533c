import { base58 } from './base58.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { ParsedInstructionBody } from './parseSystemInstruction.js'

type Layout = (accounts: readonly string[], read: Reader) => ParsedInstructionBody | null

interface Reader {
  amount(): string | null
  /** The amount with the decimals byte that follows it (the *Checked instructions). */
  tokenAmount(): ReturnType<typeof formatTokenAmount> | null
  key(offset: number): string | null
}

// By instruction tag; the account order and field names are the ones of Solana's
// jsonParsed output, so a client reading a real cluster reads these the same way.
const layouts: Record<number, Layout> = {
  1: ([account, mint, owner, rentSysvar]) => ({ type: 'initializeAccount', info: { account, mint, owner, rentSysvar } }),
  3: ([source, destination, authority], r) => withField('transfer', { source, destination, authority }, 'amount', r.amount()),
  4: ([source, delegate, owner], r) => withField('approve', { source, delegate, owner }, 'amount', r.amount()),
  5: ([source, owner]) => ({ type: 'revoke', info: { source, owner } }),
  7: ([mint, account, mintAuthority], r) => withField('mintTo', { mint, account, mintAuthority }, 'amount', r.amount()),
  8: ([account, mint, authority], r) => withField('burn', { account, mint, authority }, 'amount', r.amount()),
  9: ([account, destination, owner]) => ({ type: 'closeAccount', info: { account, destination, owner } }),
  12: ([source, mint, destination, authority], r) =>
    withField('transferChecked', { source, mint, destination, authority }, 'tokenAmount', r.tokenAmount()),
  14: ([mint, account, mintAuthority], r) =>
    withField('mintToChecked', { mint, account, mintAuthority }, 'tokenAmount', r.tokenAmount()),
  15: ([account, mint, authority], r) => withField('burnChecked', { account, mint, authority }, 'tokenAmount', r.tokenAmount()),
  16: ([account, mint, rentSysvar], r) => withField('initializeAccount2', { account, mint, rentSysvar }, 'owner', r.key(1)),
  17: ([account]) => ({ type: 'syncNative', info: { account } }),
  18: ([account, mint], r) => withField('initializeAccount3', { account, mint }, 'owner', r.key(1)),
  21: ([mint]) => ({ type: 'getAccountDataSize', info: { mint } }),
  22: ([account]) => ({ type: 'initializeImmutableOwner', info: { account } }),
}

/**
 * Decodes the SPL token instructions a wallet's activity shows (transfers, mints, burns,
 * account set-up); null for the rest, which are then shown partially decoded.
 */
export function parseTokenInstruction(accounts: readonly string[], data: Uint8Array): ParsedInstructionBody | null {
  const layout = data.length > 0 ? layouts[data[0]!] : undefined
  if (!layout) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const read: Reader = {
    amount: () => (data.length >= 9 ? view.getBigUint64(1, true).toString() : null),
    tokenAmount: () => (data.length >= 10 ? formatTokenAmount(view.getBigUint64(1, true), data[9]!) : null),
    key: (offset) => (data.length >= offset + 32 ? base58.encode(data.subarray(offset, offset + 32)) : null),
  }
  return layout(accounts, read)
}

function withField(type: string, info: Record<string, unknown>, name: string, value: unknown): ParsedInstructionBody | null {
  return value === null ? null : { type, info: { ...info, [name]: value } }
}
