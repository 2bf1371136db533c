import { subscribe } from 'valtio/vanilla'
import type { AirlockContext } from '../../kernel/context.js'

/** What decorates an account where its address would show: its name and avatar. */
export interface KeptProfile {
  name?: string
  image?: string
}

/** The storage key of the profile kept for a CAIP-10 account (an address on one network). */
export const profileKey = (caipAddress: string) => `profile:${caipAddress.toLowerCase()}`

/**
 * Keeps, across page loads, the name and avatar each connected account shows on its network
 * (an identity's, a registered name), so the account button after a reload shows them from its
 * first render, before the lookups that confirm them answer. Returns the function that stops
 * keeping.
 */
export function keepProfiles({ chain, storage }: Pick<AirlockContext, 'chain' | 'storage'>): () => void {
  return subscribe(chain.state, () => {
    for (const account of Object.values(chain.state.accounts)) {
      if (account?.status !== 'connected' || !account.caipAddress) continue
      const key = profileKey(account.caipAddress)
      const kept = storage.get<KeptProfile>(key)
      if (kept?.name === account.profileName && kept?.image === account.profileImage) continue
      if (!account.profileName && !account.profileImage) storage.remove(key)
      else storage.set(key, { ...(account.profileName && { name: account.profileName }), ...(account.profileImage && { image: account.profileImage }) } satisfies KeptProfile)
    }
  })
}
