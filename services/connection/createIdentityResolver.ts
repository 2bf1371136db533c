import * as v from 'valibot'
import type { ApiClient } from '../api/ApiClient.js'
import type { Network } from '../../chains/networks/Network.js'
import type { KeyValueStorage } from '../storage/createStorage.js'

/** How long a looked-up identity is reused (SPEC §9). */
export const IDENTITY_CACHE_MS = 5 * 60_000

/** A name and avatar for an address; either may be missing. */
export interface Identity {
  name: string | undefined
  avatar: string | undefined
}

const identitySchema = v.object({ name: v.nullish(v.string()), avatar: v.nullish(v.string()) })
const reverseSchema = v.array(v.object({ name: v.string() }))

/** Resolves names and avatars of addresses through the API, cached for 5 minutes. */
export interface IdentityResolver {
  /** `undefined` where identities do not apply: any namespace but eip155, and testnets. */
  resolve(address: string, network: Network): Promise<Identity | undefined>
}

/** Creates the identity resolver of one kernel; `now` is injectable for tests. */
export function createIdentityResolver(api: ApiClient, storage: KeyValueStorage, now: () => number = Date.now): IdentityResolver {
  return {
    async resolve(address, network) {
      if (network.chainNamespace !== 'eip155' || network.testnet) return undefined
      const key = `identity:${address.toLowerCase()}`
      const cached = storage.get<Identity & { at: number }>(key)
      if (cached && now() - cached.at < IDENTITY_CACHE_MS) return { name: cached.name, avatar: cached.avatar }
      let identity: Identity
      try {
        const found = await api.get(`/v1/identity/${address}`, { sender: address }, identitySchema)
        identity = { name: found.name ?? undefined, avatar: found.avatar ?? undefined }
      } catch {
        // The fallback name lookup; its avatar is trusted on Ethereum mainnet only.
        const names = await api.get(`/v1/profile/reverse/${address}`, { sender: address, apiVersion: 2 }, reverseSchema).catch(() => [])
        identity = { name: names[0]?.name, avatar: network.id === 1 ? cached?.avatar : undefined }
      }
      storage.set(key, { ...identity, at: now() })
      return identity
    },
  }
}
