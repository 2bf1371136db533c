/**
 * An error shaped like a wallet's own (a numeric EIP-1193 `code`), for failures an adapter
 * finds itself or meets at the node, so that `toWalletError` maps them to the same codes and
 * texts as a wallet's. `cause` keeps the original for the logs.
 *
 * @example
 * throw providerError(4900, 'No EVM wallet is connected')
 */
export function providerError(code: number, message: string, cause?: unknown): Error & { code: number } {
  return Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { code })
}
