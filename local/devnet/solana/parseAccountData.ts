import { decodeTokenState } from './decodeTokenState.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { LedgerAccount } from './LedgerAccount.js'
import { tokenProgramIds } from './tokenProgramIds.js'

/** Account data in Solana's jsonParsed form. */
export interface ParsedAccountData {
  program: string
  parsed: { type: string; info: Record<string, unknown> }
  space: number
}

/**
 * The jsonParsed form of SPL token accounts and mints (either token program); null for
 * other accounts, which callers then send as base64, as a validator does. Token-2022
 * extensions are not listed.
 * @param getAccount - reads the mint, for a token account's decimals.
 */
export function parseAccountData(
  account: LedgerAccount,
  getAccount: (address: string) => LedgerAccount | null,
): ParsedAccountData | null {
  const state = decodeTokenState(account)
  const program = tokenProgramIds[account.owner]
  if (!state || !program) return null
  const space = account.data.length
  if (state.kind === 'mint') {
    const info = {
      decimals: state.decimals,
      freezeAuthority: state.freezeAuthority,
      isInitialized: state.isInitialized,
      mintAuthority: state.mintAuthority,
      supply: state.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space }
  }
  const mintAccount = getAccount(state.mint)
  const mint = mintAccount && decodeTokenState(mintAccount)
  const decimals = mint?.kind === 'mint' ? mint.decimals : 0
  const info: Record<string, unknown> = {
    isNative: state.isNative !== null,
    mint: state.mint,
    owner: state.owner,
    state: state.state,
    tokenAmount: formatTokenAmount(state.amount, decimals),
  }
  if (state.delegate !== null) {
    info.delegate = state.delegate
    info.delegatedAmount = formatTokenAmount(state.delegatedAmount, decimals)
  }
  if (state.isNative !== null) info.rentExemptReserve = formatTokenAmount(state.isNative, decimals)
  if (state.closeAuthority !== null) info.closeAuthority = state.closeAuthority
  return { program, parsed: { type: 'account', info }, space }
}
