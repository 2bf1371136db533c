import type { CaipNetworkId } from 'airlock/kit'
import type { SiwxMessage } from './messages/SiwxMessage.js'

/** A signed sign-in: what the wallet signed and its signature (SPEC §3). */
export interface SiwxSession {
  /** The message's fields. */
  data: SiwxMessage
  /** The exact text the wallet signed. */
  message: string
  /** The signature: hex for eip155, base58 for solana. */
  signature: string
  /** A CAIP-74 object capability, when the wallet returned one (WalletConnect one-click auth). */
  cacao?: unknown
  /** What a host's backend passes to `verifySiwxSession`, when the handler's server issued one. */
  token?: string
}

/** What the plugin asks a handler for a message: who signs, on which network. */
export interface SiwxMessageInput {
  chainId: CaipNetworkId
  accountAddress: string
}

/**
 * Where messages come from and sessions are kept (SPEC §7): the host's own, or one of the
 * built-in handlers (`createBrowserSiwxHandler`, `createApiSiwxHandler`).
 */
export interface SiwxHandler {
  /** The message to sign, with a nonce the handler issued. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** The live sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Verifies and keeps a signed session; rejects when the signature does not hold. */
  addSession(session: SiwxSession): Promise<SiwxSession | void>
  /** Replaces every session kept (an empty list signs out). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** Ends the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
}

/** `features.siwx`: the handler, whether signing in is required, and sign-out on disconnect. */
export interface SiwxConfig {
  /** Default: sessions kept in the browser. */
  handler?: SiwxHandler | 'browser' | 'api'
  /** The person must sign in to stay connected. Default: false. */
  required?: boolean
  /** Forget the sessions when the wallet disconnects. Default: true. */
  signOutOnDisconnect?: boolean
}
