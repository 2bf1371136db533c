import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { verifyMessage, type Hex, type PublicClient } from 'viem'
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

const bad = (message: string, field = 'message') => new ApiError(400, `Invalid body field '${field}': ${message}`, field)
const refused = () => new ApiError(401, 'Invalid signature', 'signature', { code: 'invalid_signature' })

/**
 * Checks a signed sign-in message: EIP-4361 through viem (the chain's client verifies smart
 * accounts by ERC-1271/6492; without one only an EOA's signature holds), or Sign In With
 * Solana by ed25519. The message's time window (issuedAt, expirationTime, notBefore) must hold at `now`.
 */
export async function verifySiwxMessage(message: string, signature: string, clientOf: (chainId: string) => PublicClient | undefined, now = new Date()): Promise<VerifiedSignIn> {
  if (message.includes('wants you to sign in with your Ethereum account')) {
    const parsed = parseSiweMessage(message)
    if (!parsed.address || !parsed.chainId || !parsed.nonce || !parsed.domain || !parsed.uri) throw bad('not an EIP-4361 message')
    if (!validateSiweMessage({ message: parsed, time: now })) throw bad('outside its time window (issuedAt, expirationTime, notBefore)')
    if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw bad('expected a hex signature', 'signature')
    const chainId = `eip155:${parsed.chainId}`
    const client = clientOf(chainId)
    const valid = client
      ? await verifySiweMessage(client, { message, signature: signature as Hex, time: now }).catch(() => false)
      : await verifyMessage({ address: parsed.address, message, signature: signature as Hex }).catch(() => false)
    if (!valid) throw refused()
    return { chainId, address: parsed.address, nonce: parsed.nonce, domain: parsed.domain, uri: parsed.uri, issuedAt: parsed.issuedAt ?? now, expiresAt: parsed.expirationTime }
  }
  const solana = parseSolanaMessage(message)
  if (!solana) throw bad('neither an EIP-4361 nor a Sign In With Solana message')
  const issuedAt = new Date(solana.issuedAt)
  const expiresAt = solana.expirationTime ? new Date(solana.expirationTime) : undefined
  const notBefore = solana.notBefore ? new Date(solana.notBefore) : undefined
  if ([issuedAt, expiresAt, notBefore].some((date) => date && Number.isNaN(date.getTime()))) throw bad('a time is not ISO 8601')
  if ((expiresAt && expiresAt <= now) || (notBefore && notBefore > now)) throw bad('outside its time window (issuedAt, expirationTime, notBefore)')
  let valid = false
  try {
    valid = ed25519.verify(bs58.decode(signature), new TextEncoder().encode(message), bs58.decode(solana.address))
  } catch {
    throw bad('expected a base58 ed25519 signature', 'signature')
  }
  if (!valid) throw refused()
  return { chainId: `solana:${solana.chainId}`, address: solana.address, nonce: solana.nonce, domain: solana.domain, uri: solana.uri, issuedAt, expiresAt }
}
