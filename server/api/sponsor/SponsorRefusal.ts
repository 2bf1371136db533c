/** Why the sponsor declined an operation; clients match on this, never on the message. */
export type SponsorRefusalReason =
  | 'CHAIN_NOT_SPONSORED'
  | 'ENTRY_POINT_NOT_SPONSORED'
  | 'NO_POLICY'
  | 'FACTORY_NOT_ALLOWED'
  | 'CALLS_NOT_RECOGNIZED'
  | 'TARGET_NOT_ALLOWED'
  | 'DAILY_LIMIT_REACHED'
  | 'USER_LIMIT_REACHED'
  | 'SENDER_LIMIT_REACHED'
  | 'CLIENT_LIMIT_REACHED'
  | 'TOO_MANY_SIGNATURES'
  | 'SIGN_IN_REQUIRED'
  | 'GAS_PRICE_TOO_HIGH'
  | 'GAS_LIMIT_TOO_HIGH'
  | 'PAYMASTER_UNAVAILABLE'
  | 'SERVICE_NOT_ALLOWED'

/** EIP-1474's "transaction rejected": the request was understood and declined. */
export const sponsorRefusalCode = -32003

/** A sponsorship the policy does not allow; answered as a JSON-RPC error with `data.reason`. */
export class SponsorRefusal extends Error {
  override name = 'SponsorRefusal'

  constructor(
    readonly reason: SponsorRefusalReason,
    message: string,
    /** More for the client to show or log, e.g. the refused `target`. */
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
