import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import type { EnsOptions } from './EnsOptions.js'

/** An address's ENS primary name and the avatar text record that name sets, if any. */
export interface EnsIdentity {
  name: string
  avatar: string | undefined
}

/** Reads primary names from ENS through the configured mainnet RPC. */
export interface EnsLookup {
  /** The Ethereum mainnet client it reads through (sign-ins on eip155:1 are verified with it). */
  readonly client: PublicClient
  /**
   * The primary name of `address` (a reverse record whose name resolves back to it), or
   * undefined; throws when the RPC cannot be reached or answers with an error.
   */
  primaryName(address: Address): Promise<EnsIdentity | undefined>
}

// SPEC §9's RPC timeout; one retry, since the client falls back on a failed identity anyway.
const RPC_TIMEOUT_MS = 10_000

/**
 * Creates the API's ENS reader: viem's getEnsName and getEnsText (`avatar`) against the
 * UniversalResolver of the configured chain, so a local chain posing as mainnet serves the
 * same calls as Ethereum does.
 */
export function createEnsLookup(options: EnsOptions): EnsLookup {
  const universalResolver = options.universalResolver ?? mainnet.contracts.ensUniversalResolver.address
  const client = createPublicClient({
    chain: { ...mainnet, rpcUrls: { default: { http: [options.rpcUrl] } }, contracts: { ...mainnet.contracts, ensUniversalResolver: { address: universalResolver } } },
    transport: http(options.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
  })
  return {
    client: client as PublicClient,
    async primaryName(address) {
      // ENS's "no such record" reverts (no resolver, a reverse record that does not resolve
      // back) read as no name; a failed RPC call throws, so an outage is not taken for one.
      const name = await client.getEnsName({ address })
      if (!name) return undefined
      const avatar = await client.getEnsText({ name, key: 'avatar' }).catch(() => null)
      return { name, avatar: avatar || undefined }
    },
  }
}
