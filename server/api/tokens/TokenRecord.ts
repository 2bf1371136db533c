/** A token contract the server has seen or was told about. */
export interface TokenRecord {
  chainId: string
  /** Lower-case contract address. */
  address: string
  standard: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
}
