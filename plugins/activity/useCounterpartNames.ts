import { useEffect, useState } from 'react'
import { useAirlockInstance } from 'airlock/react/kit'

/**
 * The registered names of `addresses` (lower-cased address to name), looked up through the
 * names feature (reverse lookups, cached as identities are) when it is on; empty otherwise.
 * Addresses without a name are left out, so they show as addresses.
 */
export function useCounterpartNames(addresses: readonly string[]): Record<string, string> {
  const airlock = useAirlockInstance()
  const [found, setFound] = useState<Record<string, string>>({})
  // Names are registered for EVM addresses only.
  const key = [...new Set(addresses.filter((address) => /^0x[0-9a-f]{40}$/i.test(address)).map((address) => address.toLowerCase()))].sort().join(',')

  useEffect(() => {
    if (!key || !airlock.config.features.names || !airlock.api.configured) return
    let current = true
    void airlock.plugins
      .api('names')
      .then((names) => Promise.all(key.split(',').map(async (address) => [address, await names.nameOf(address).catch(() => undefined)] as const)))
      .then(
        (entries) => current && setFound(Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined))),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [airlock, key])
  return found
}
