/**
 * The part of an EIP-1193 provider Airlock uses. Typed loosely on purpose: wallets differ in
 * what they return, so every answer is checked where it is read.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
  /** A connector session's word on who pays the gas (`SessionProvider.sponsored`); wallets in the page have none. */
  sponsored?(calls: readonly { to: string; value?: bigint; data?: string }[]): Promise<boolean>
}

/** What an EIP-6963 wallet announces about itself. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI of the wallet's icon. */
  icon: string
  /** Reverse-DNS id, such as `io.metamask`: stable across page loads, unlike `uuid`. */
  rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}
