import { useEffect, useState } from 'react'
import type { Network } from '../../../chains/networks/Network.js'
import { lookupContractName } from '../../../services/names/lookupContractName.js'
import { useAirlockInstance } from '../AirlockReactContext.js'
import { useProxyState } from '../useProxyState.js'

/** What an address is called, and where the name comes from. */
export interface AddressNameInfo {
  name: string
  /**
   * `chosen`: the name the person typed for it (`bob.eth` in Send); `exchange` and `token`: a
   * contract the API names (`Uniswap V2`, `DUSD`); `registered`: the name registered for it.
   */
  kind: 'chosen' | 'exchange' | 'token' | 'registered'
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The names of `addresses` (by lower-case address; an address without a name is left out, so
 * it shows as an address): first the name the person chose for it (the accounts'
 * `addressLabels`), then the contract the API names on `network` (`GET /v1/contracts`), then
 * the name registered for it (the names feature, when it is on). Every view that shows a
 * counterpart reads it here, so a name shows the same in an approval, a result and Activity.
 */
export function useAddressNames(addresses: readonly string[], network?: Network): Record<string, AddressNameInfo> {
  const airlock = useAirlockInstance()
  const { accounts } = useProxyState(airlock.chain.state)
  const [found, setFound] = useState<Record<string, AddressNameInfo>>({})
  // Only EVM addresses have contract or registered names here.
  const key = [...new Set(addresses.filter((address) => EVM_ADDRESS.test(address)).map((address) => address.toLowerCase()))].sort().join(',')
  const caipNetworkId = network?.chainNamespace === 'eip155' ? network.caipNetworkId : undefined

  useEffect(() => {
    if (!key || !airlock.api.configured) return
    let current = true
    const names = airlock.config.features.names ? airlock.plugins.api('names').catch(() => undefined) : Promise.resolve(undefined)
    void Promise.all(
      key.split(',').map(async (address): Promise<[string, AddressNameInfo | undefined]> => {
        const contract = caipNetworkId ? await lookupContractName(airlock.api, `${caipNetworkId}:${address}`) : undefined
        if (contract) return [address, contract]
        const registered = await (await names)?.nameOf(address).catch(() => undefined)
        return [address, registered ? { name: registered, kind: 'registered' } : undefined]
      }),
    ).then((entries) => current && setFound(Object.fromEntries(entries.filter((entry): entry is [string, AddressNameInfo] => entry[1] !== undefined))))
    return () => {
      current = false
    }
  }, [airlock, key, caipNetworkId])

  const chosen: Record<string, AddressNameInfo> = {}
  for (const account of Object.values(accounts)) {
    for (const [address, name] of Object.entries(account?.addressLabels ?? {})) chosen[address] = { name, kind: 'chosen' }
  }
  return { ...found, ...chosen }
}
