import { providerError } from 'airlock/kit'

// The protocol's own error codes, read as the EIP-1193 codes the kernel maps to texts:
// 5000–5099 the person declined (a proposal or a request), 5100–5199 the wallet does not
// support it, 3000–3999 not authorised in this session, 6000 disconnected.
const ranges: [from: number, to: number, code: number][] = [
  [5000, 5099, 4001],
  [5100, 5199, 4200],
  [3000, 3999, 4100],
  [6000, 6000, 4900],
]

/**
 * Turns a failure reported over WalletConnect into an EIP-1193-shaped error, so that
 * `toWalletError` recognises it by code (a declined proposal, code 5000, becomes 4001).
 * Codes that already are EIP-1193 or JSON-RPC ones pass through untouched.
 */
export function toProviderError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  const match = typeof code === 'number' ? ranges.find(([from, to]) => code >= from && code <= to) : undefined
  if (!match) return error
  const message = (error as { message?: unknown }).message
  return Object.assign(providerError(match[2], typeof message === 'string' ? message : 'The wallet refused the request'), { cause: error })
}
