import { readPreferredAccountTypes, type PreferredAccountTypes } from './protocol/embeddedUserSchema.js'

/** The non-secret facts of SPEC §9 the host page keeps about the embedded wallet (never a token or key). */
export interface LoginCacheEntry {
  /** An email sign-in happened here and has not been signed out: restore on reload. */
  emailLoginUsed?: boolean
  /** The email of the signed-in user. */
  email?: string
  /** When the last login email was asked for (ms since the epoch), for the 30 s rule. */
  lastEmailLoginTime?: number
  /** The CAIP-2 chain last used per namespace. */
  lastUsedChain?: Record<string, string>
  /** SPEC §9 preferred account type, per namespace: the type in use when the frame last answered. */
  preferredAccountTypes?: PreferredAccountTypes
  /** SPEC §9 smart account enabled networks: the chain ids where the wallet offers a smart account. */
  smartAccountEnabledNetworks?: number[]
  /** The social provider the user signed in with (or `farcaster`). */
  socialProvider?: string
  /** SPEC §9 social username: the name the Account view shows after a social or Farcaster login. */
  socialUsername?: string
}

/** The login cache of SPEC §4, in the host page's storage under SPEC §9's `airlock-wallet` prefix. */
export interface LoginCache {
  read(): LoginCacheEntry
  write(entry: LoginCacheEntry): void
  /** Forgets everything (sign-out, or a connection check that failed). */
  clear(): void
}

/** The host-side storage prefix of the embedded wallet (SPEC §9). */
export const LOGIN_CACHE_PREFIX = 'airlock-wallet'

const keys = ['emailLoginUsed', 'email', 'lastEmailLoginTime', 'lastUsedChain', 'preferredAccountTypes', 'smartAccountEnabledNetworks', 'socialProvider', 'socialUsername'] as const

/** Creates the login cache over `storage` (default `localStorage`, or memory where there is none). */
export function createLoginCache(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = browserStorage()): LoginCache {
  const memory = new Map<string, string>()
  const get = (key: string) => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null)
    } catch {
      return null
    }
  }
  const name = (key: string) => `${LOGIN_CACHE_PREFIX}:${key}`
  return {
    read() {
      const entry: Record<string, unknown> = {}
      for (const key of keys) {
        const raw = get(name(key))
        if (raw === null) continue
        try {
          entry[key] = JSON.parse(raw)
        } catch {
          // a value another version wrote: left out
        }
      }
      // SPEC §4: a preference that cannot be read is `eoa` (its entries are left out).
      if (entry['preferredAccountTypes']) entry['preferredAccountTypes'] = readPreferredAccountTypes(entry['preferredAccountTypes'])
      return entry as LoginCacheEntry
    },
    write(entry) {
      for (const [key, value] of Object.entries(entry)) {
        if (!(keys as readonly string[]).includes(key) || value === undefined) continue
        memory.set(name(key), JSON.stringify(value))
        try {
          storage?.setItem(name(key), JSON.stringify(value))
        } catch {
          // quota: kept in memory for this page
        }
      }
    },
    clear() {
      for (const key of keys) {
        memory.delete(name(key))
        try {
          storage?.removeItem(name(key))
        } catch {
          // nothing to undo
        }
      }
    },
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
