import { getAddress, isAddress } from 'viem'

/**
 * The addresses in a wallet's answer to eth_accounts, eth_requestAccounts or
 * accountsChanged, checksummed; anything that is not an address is left out.
 */
export function toEvmAccounts(value: unknown): `0x${string}`[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is string => typeof item === 'string' && isAddress(item, { strict: false })).map((item) => getAddress(item))
}
