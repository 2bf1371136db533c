/** One SPEC §3 token balance as `GET /v1/account/{address}/balance` answers it. */
export interface Balance {
  name: string
  symbol: string
  /** CAIP-2. */
  chainId: string
  /** The token contract as CAIP-10; absent for the native currency. */
  address?: string
  /** USD value of the holding. */
  value: number
  /** USD per unit. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
