import { decodeTokenState } from './decodeTokenState.js'
import { formatTokenAmount, type UiTokenAmount } from './formatTokenAmount.js'
import type { LedgerAccount } from './LedgerAccount.js'

/** One entry of a transaction's `preTokenBalances` / `postTokenBalances`. */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/**
 * The token balances of the token accounts among a transaction's keys, as they stand now;
 * read before and after the transaction runs so history can show who got which tokens.
 */
export function readTokenBalances(
  accountKeys: readonly string[],
  getAccount: (address: string) => LedgerAccount | null,
): TokenBalance[] {
  const balances: TokenBalance[] = []
  accountKeys.forEach((address, accountIndex) => {
    const account = getAccount(address)
    const state = account && decodeTokenState(account)
    if (!account || state?.kind !== 'account') return
    const mintAccount = getAccount(state.mint)
    const mint = mintAccount && decodeTokenState(mintAccount)
    const decimals = mint?.kind === 'mint' ? mint.decimals : 0
    balances.push({
      accountIndex,
      mint: state.mint,
      owner: state.owner,
      programId: account.owner,
      uiTokenAmount: formatTokenAmount(state.amount, decimals),
    })
  })
  return balances
}
