import { providerError, toWalletError, type WalletError } from 'airlock/kit'

// String codes that mean the person declined, from wallets whose providers follow ethers
// (ACTION_REJECTED) or WalletConnect's error keys (USER_REJECTED) instead of EIP-1193.
const declinedCodes = new Set(['ACTION_REJECTED', 'USER_REJECTED'])

// Where wallet-standard wallets put the code: on the error, on a nested JSON-RPC `error`
// object (wallets that proxy a background page), or in the `cause` chain.
function codeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, error: nested, cause } = current as { code?: unknown; error?: unknown; cause?: unknown }
    if (typeof code === 'number') return code
    if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
    if (typeof code === 'string' && declinedCodes.has(code)) return 4001
    current = nested && typeof nested === 'object' ? nested : cause
  }
  return undefined
}

/**
 * Turns whatever a wallet-standard Solana wallet threw into a `WalletError`. The standard
 * fixes no error shape, so the code is looked for where wallets put it:
 * - a numeric `code` (also written as a string of digits), read with EIP-1193 meanings:
 *   4001 declined (USER_REJECTED), 4100 not authorised, 4200 unsupported, 4900 disconnected;
 * - on the error itself, on a nested `error` object, or anywhere in the `cause` chain;
 * - the string codes `ACTION_REJECTED` and `USER_REJECTED`, read as 4001.
 * An error with none of these is WALLET_ERROR; the message text is never read.
 */
export function toSolanaWalletError(error: unknown): WalletError {
  const code = codeOf(error)
  if (code === undefined) return toWalletError(error)
  const message = error instanceof Error ? error.message : 'The wallet refused the request'
  return toWalletError(providerError(code, message, error))
}
