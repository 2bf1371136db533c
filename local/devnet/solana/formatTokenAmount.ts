/** A token amount as Solana's JSON-RPC shows it (`uiTokenAmount`, `tokenAmount`). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/**
 * Formats a raw token amount with its mint's decimals; `uiAmountString` is exact and
 * drops trailing zeros ("10000", "0.5"), `uiAmount` is the nearest float.
 */
export function formatTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
