/**
 * An error shaped like the wallet's own (EIP-1193 `code`), for failures the adapter finds
 * itself, so that `toWalletError` maps them to the same codes and texts as a wallet's.
 */
export function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}
