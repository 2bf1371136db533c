import { AccountLayout, MintLayout } from '@solana/spl-token'
import type { LedgerAccount } from './LedgerAccount.js'
import { tokenProgramIds } from './tokenProgramIds.js'

/** A decoded SPL token account. */
export interface TokenAccountState {
  kind: 'account'
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  delegatedAmount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** The rent-exempt reserve of a wrapped-SOL account; null for other mints. */
  isNative: bigint | null
  closeAuthority: string | null
}

/** A decoded SPL mint. */
export interface MintState {
  kind: 'mint'
  mintAuthority: string | null
  freezeAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
}

const accountSize = AccountLayout.span // 165
const mintSize = MintLayout.span // 82
// Token-2022 pads a mint with extensions to the account size, then writes a type byte.
const accountTypeOffset = accountSize
const accountStates = ['uninitialized', 'initialized', 'frozen'] as const

/**
 * Reads an account of either SPL token program as a token account or a mint; null for any
 * other account (other owner, unknown size, uninitialized).
 */
export function decodeTokenState(account: LedgerAccount): TokenAccountState | MintState | null {
  if (tokenProgramIds[account.owner] === undefined) return null
  const data = Buffer.from(account.data.buffer, account.data.byteOffset, account.data.length)
  const typeByte = data.length > accountSize ? data[accountTypeOffset] : undefined
  if (data.length === mintSize || typeByte === 1) return decodeMint(data)
  if (data.length === accountSize || typeByte === 2) return decodeAccount(data)
  return null
}

function decodeMint(data: Buffer): MintState | null {
  const raw = MintLayout.decode(data.subarray(0, mintSize))
  if (!raw.isInitialized) return null
  return {
    kind: 'mint',
    mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority.toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority.toBase58() : null,
    supply: raw.supply,
    decimals: raw.decimals,
    isInitialized: raw.isInitialized,
  }
}

function decodeAccount(data: Buffer): TokenAccountState | null {
  const raw = AccountLayout.decode(data.subarray(0, accountSize))
  const state = accountStates[raw.state]
  if (state === undefined || state === 'uninitialized') return null
  return {
    kind: 'account',
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    delegate: raw.delegateOption ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    state,
    isNative: raw.isNativeOption ? raw.isNative : null,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : null,
  }
}
