import type { Address } from 'viem'
import { type Airlock, parseCaipAddress } from 'airlock/kit'

/** The EVM account connected in Airlock, as wagmi counts it. */
export interface EvmAccount {
  address: Address
  chainId: number
}

/** The EVM account connected in Airlock and the chain its wallet is on; undefined when none is. */
export function readEvmAccount(airlock: Airlock): EvmAccount | undefined {
  const account = airlock.chain.state.accounts.eip155
  if (account?.status !== 'connected' || !account.caipAddress) return undefined
  const { chainId, address } = parseCaipAddress(account.caipAddress)
  return { address: address as Address, chainId: Number(chainId) }
}
