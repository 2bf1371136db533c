import { type AirlockContext, mainnet, type Network } from 'airlock/kit'
import { createClient, http } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { mainnet as viemMainnet } from 'viem/chains'
import type { ResolvedName } from './resolveReceiverName.js'

/** The network ENS is read on: the host's eip155:1 (its RPC, its UniversalResolver), else Airlock's default Ethereum. */
export function ensNetwork(context: Pick<AirlockContext, 'config'>): Network {
  return context.config.networks.find((network) => network.caipNetworkId === 'eip155:1') ?? mainnet
}

/**
 * Looks up an ENS name (`alice.eth`) on Ethereum mainnet with viem's getEnsAddress, through
 * the RPC and UniversalResolver of the host's eip155:1 network (see {@link ensNetwork}), and
 * returns the Ethereum address it gives. Resolves undefined when the name has no resolver or
 * no address; rejects when the RPC cannot be reached or answers with an error (timeout 10 s,
 * 3 retries, SPEC §9). Loaded only when an ENS name is typed.
 */
export async function resolveEnsName(context: Pick<AirlockContext, 'config'>, input: string): Promise<ResolvedName | undefined> {
  const network = ensNetwork(context)
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`No RPC URL for ${network.caipNetworkId}`)
  const universalResolverAddress = network.contracts?.ensUniversalResolver?.address ?? viemMainnet.contracts.ensUniversalResolver.address
  const client = createClient({ transport: http(url, { timeout: 10_000, retryCount: 3 }) })
  // Letters, digits and hyphens only (isEnsName): lower case is their ENSIP-15 normal form.
  const name = input.toLowerCase()
  const address = await getEnsAddress(client, { name, universalResolverAddress })
  return address ? { name, address, avatar: undefined } : undefined
}
