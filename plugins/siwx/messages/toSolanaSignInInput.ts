import { parseCaipNetworkId } from 'airlock/kit'
import type { SiwxMessage } from './SiwxMessage.js'

/**
 * The sign-in fields as wallet-standard `solana:signIn` takes them, for a wallet that writes
 * the Sign In With Solana text itself: the same text `formatSolanaMessage` writes for the
 * wallets that only sign messages. Fields without a value are left out.
 */
export function toSolanaSignInInput(data: SiwxMessage): Record<string, string | readonly string[]> {
  const input = {
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: data.version,
    chainId: parseCaipNetworkId(data.chainId).chainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<string, string | readonly string[]>
}
