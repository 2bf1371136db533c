import type { SiwxMessageInput } from '../SiwxHandler.js'
import type { SiwxMessage } from './SiwxMessage.js'

/** How long a sign-in lasts unless the handler says otherwise: one day. */
export const SIWX_SESSION_MS = 24 * 60 * 60 * 1000

/** Options of `createSiwxMessage`; domain and URI default to the page's. */
export interface CreateSiwxMessageOptions {
  nonce: string
  statement?: string
  domain?: string
  uri?: string
  now?: Date
  expiresInMs?: number
}

/** The fields of a sign-in message for `input`: domain and URI from the page, the handler's nonce. */
export function createSiwxMessage(input: SiwxMessageInput, options: CreateSiwxMessageOptions): SiwxMessage {
  const now = options.now ?? new Date()
  return {
    ...input,
    nonce: options.nonce,
    domain: options.domain ?? location.host,
    uri: options.uri ?? location.origin,
    version: '1',
    statement: options.statement ?? 'Sign in to prove you own this account.',
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + (options.expiresInMs ?? SIWX_SESSION_MS)).toISOString(),
  }
}
