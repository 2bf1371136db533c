import type { CaipNetworkId } from 'airlock/kit'

/**
 * The fields of a sign-in message (SPEC §3, CAIP-122): the same for every namespace; each
 * namespace writes them in its own format (`formatSiwxMessage`). Times are ISO 8601 strings.
 */
export interface SiwxMessage {
  chainId: CaipNetworkId
  accountAddress: string
  nonce: string
  domain: string
  uri: string
  version: '1'
  statement?: string | undefined
  resources?: string[] | undefined
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
}
