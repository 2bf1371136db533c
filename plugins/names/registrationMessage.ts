/** ENSIP-11's coin type for Ethereum: one EVM address serves on every EVM chain. */
export const EVM_COIN_TYPE = 60

/**
 * The fixed lines of a registration message, shared with the API that reads it back
 * (`server/api/names/parseRegistrationMessage.ts`): like EIP-4361, English words a person reads
 * in their wallet and a program reads exactly.
 */
export const registrationText = {
  heading: 'Register a name for your account',
  name: 'Name: ',
  account: 'Account: ',
  coinType: 'Coin type: ',
  issuedAt: 'Issued at: ',
  attribute: 'Attribute ',
  footer: 'Signing registers this name for this account. It costs nothing and sends no transaction.',
} as const

/** What a registration message says. */
export interface RegistrationFields {
  /** The full name (`alice.airlock.id`). */
  name: string
  /** The account it is registered for, as the wallet signs with it. */
  address: string
  /** ENSIP-11 coin type. Default: 60. */
  coinType?: number
  /** When it was signed, in ms. Default: now. */
  issuedAt?: number
  /** Profile attributes (`avatar` …), one line each. Default: none. */
  attributes?: Record<string, string>
}

/**
 * The message a wallet signs to register a name for its address (SPEC §7, POST
 * /v1/profile/account), in words a person can read before signing:
 *
 * ```
 * Register a name for your account
 *
 * Name: alice.airlock.id
 * Account: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8
 * Coin type: 60
 * Issued at: 2026-05-01T12:00:00.000Z
 *
 * Signing registers this name for this account. It costs nothing and sends no transaction.
 * ```
 */
export function registrationMessage(fields: RegistrationFields): string {
  const text = registrationText
  const attributes = Object.entries(fields.attributes ?? {}).map(([key, value]) => `${text.attribute}${key}: ${value}`)
  return [
    text.heading,
    '',
    `${text.name}${fields.name}`,
    `${text.account}${fields.address}`,
    `${text.coinType}${fields.coinType ?? EVM_COIN_TYPE}`,
    `${text.issuedAt}${new Date(fields.issuedAt ?? Date.now()).toISOString()}`,
    ...attributes,
    '',
    text.footer,
  ].join('\n')
}
