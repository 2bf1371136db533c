import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Hex, PublicClient } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { ApiError } from '../http/ApiError.js'
import { parseSolanaMessage } from './parseSolanaMessage.js'

/** What a verified sign-in message says. */
export interface VerifiedSignIn {
  chainId: string
  address: string
  nonce: string
  domain: string
  uri: string
  issuedAt: Date
  expiresAt: Date | undefined
}

/** How far ahead of this server's clock a message's `issuedAt` may be (a signer's clock running fast). */
export const SIWX_CLOCK_SKEW_SECONDS = 300

/** The networks sign-ins are accepted for. */
export interface SignInNetworks {
  /** The client of an EVM chain this API serves (`eip155:<id>`), else undefined: refused. */
  evmClient(chainId: string): PublicClient | undefined
  /** The Solana networks known (CAIP-2): the public clusters and the one this API serves. */
  solana: readonly string[]
}

// SIWS also names the public clusters by name.
const solanaClusterNames: Record<string, string> = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/** The public Solana clusters' CAIP-2 ids: mainnet, devnet, testnet. */
export const publicSolanaNetworks: readonly string[] = Object.values(solanaClusterNames)

const bad = (message: string, field = 'message') => new ApiError(400, `Invalid body field '${field}': ${message}`, field)
const refused = () => new ApiError(401, 'Invalid signature', 'signature', { code: 'invalid_signature' })
const issuedTooLate = (issuedAt: Date, now: Date) => issuedAt.getTime() > now.getTime() + SIWX_CLOCK_SKEW_SECONDS * 1000

/**
 * Checks a signed sign-in message: EIP-4361 through viem with the chain's client (smart
 * accounts by ERC-1271/6492), for an EVM chain this API serves only, or Sign In With Solana by
 * ed25519, for a Solana network it knows. The message's time window (expirationTime,
 * notBefore) must hold at `now`, and its issuedAt be at most {@link SIWX_CLOCK_SKEW_SECONDS}
 * ahead. Where it was signed for (domain, uri) is the caller's to check against the project.
 */
export async function verifySiwxMessage(message: string, signature: string, networks: SignInNetworks, now = new Date()): Promise<VerifiedSignIn> {
  if (message.includes('wants you to sign in with your Ethereum account')) {
    const parsed = parseSiweMessage(message)
    if (!parsed.address || !parsed.chainId || !parsed.nonce || !parsed.domain || !parsed.uri) throw bad('not an EIP-4361 message')
    if (!validateSiweMessage({ message: parsed, time: now })) throw bad('outside its time window (issuedAt, expirationTime, notBefore)')
    if (parsed.issuedAt && issuedTooLate(parsed.issuedAt, now)) throw bad('its issuedAt is in the future')
    if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw bad('expected a hex signature', 'signature')
    const chainId = `eip155:${parsed.chainId}`
    const client = networks.evmClient(chainId)
    if (!client) throw bad(`signed for ${chainId}, a chain this server does not serve`)
    const valid = await verifySiweMessage(client, { message, signature: signature as Hex, time: now }).catch(() => false)
    if (!valid) throw refused()
    return { chainId, address: parsed.address, nonce: parsed.nonce, domain: parsed.domain, uri: parsed.uri, issuedAt: parsed.issuedAt ?? now, expiresAt: parsed.expirationTime }
  }
  const solana = parseSolanaMessage(message)
  if (!solana) throw bad('neither an EIP-4361 nor a Sign In With Solana message')
  const chainId = solanaNetwork(solana.chainId)
  if (!networks.solana.includes(chainId)) throw bad(`signed for Solana chain ${solana.chainId.slice(0, 64)}, which this server does not know`)
  const issuedAt = new Date(solana.issuedAt)
  const expiresAt = solana.expirationTime ? new Date(solana.expirationTime) : undefined
  const notBefore = solana.notBefore ? new Date(solana.notBefore) : undefined
  if ([issuedAt, expiresAt, notBefore].some((date) => date && Number.isNaN(date.getTime()))) throw bad('a time is not ISO 8601')
  if ((expiresAt && expiresAt <= now) || (notBefore && notBefore > now)) throw bad('outside its time window (issuedAt, expirationTime, notBefore)')
  if (issuedTooLate(issuedAt, now)) throw bad('its issuedAt is in the future')
  let valid = false
  try {
    valid = ed25519.verify(bs58.decode(signature), new TextEncoder().encode(message), bs58.decode(solana.address))
  } catch {
    throw bad('expected a base58 ed25519 signature', 'signature')
  }
  if (!valid) throw refused()
  return { chainId, address: solana.address, nonce: solana.nonce, domain: solana.domain, uri: solana.uri, issuedAt, expiresAt }
}

// A SIWS Chain ID as a CAIP-2 id: a cluster's reference, `solana:<reference>`, or a public cluster's name.
function solanaNetwork(chainId: string): string {
  const bare = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : chainId
  return solanaClusterNames[bare] ?? `solana:${bare}`
}
