import { isAddress } from 'viem'
import { z } from 'zod'

/** An account named in a path: a bare address or a CAIP-10 one. */
export interface AccountRef {
  namespace: 'eip155' | 'solana'
  /** EVM addresses lower-cased (how the store keys them); Solana ones as given (base58 is case-sensitive). */
  address: string
  /** The CAIP-2 id when the path gave a CAIP-10 address. */
  chainId?: string
}

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Reads an EVM or Solana address, bare or CAIP-10; undefined for anything else (SPEC §5). */
export function parseAccount(value: string): AccountRef | undefined {
  const parts = value.split(':')
  if (parts.length === 3) {
    const [namespace, reference, address] = parts as [string, string, string]
    const inner = parseAccount(address)
    if (!reference || !inner || inner.namespace !== namespace) return undefined
    return { ...inner, chainId: `${namespace}:${reference}` }
  }
  if (parts.length !== 1) return undefined
  if (isAddress(value, { strict: false })) return { namespace: 'eip155', address: value.toLowerCase() }
  if (base58.test(value)) return { namespace: 'solana', address: value }
  return undefined
}

/** A zod schema for an `{address}` path parameter. */
export const accountParam = z.object({
  address: z.string().max(200).transform((v, ctx) => {
    const ref = parseAccount(v)
    if (!ref) {
      ctx.addIssue({ code: 'custom', message: 'expected an EVM or Solana address' })
      return z.NEVER
    }
    return ref
  }),
})
