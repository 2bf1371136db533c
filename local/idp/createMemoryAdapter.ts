import type { Adapter, AdapterPayload } from 'oidc-provider'

/** What an issuer knows about a registered client (OAuth 2.0 dynamic client metadata names). */
export interface IdpClientMetadata {
  client_id: string
  client_secret: string
  redirect_uris: string[]
  token_endpoint_auth_method: 'client_secret_post' | 'client_secret_basic'
  response_types?: string[]
  grant_types?: string[]
  [key: string]: unknown
}

interface Entry {
  payload: AdapterPayload
  expiresAt: number
}

/**
 * An oidc-provider storage adapter for one issuer, in memory (the local IdP stands in for a
 * provider's own servers; its sessions may end with the process). Clients are not stored:
 * `clients()` is asked on every lookup, so the stack can register a redirect URI that is
 * known only after the issuer started.
 */
export function createMemoryAdapter(clients: () => IdpClientMetadata[]): new (model: string) => Adapter {
  const store = new Map<string, Entry>()
  const alive = (key: string): Entry | undefined => {
    const entry = store.get(key)
    if (entry && entry.expiresAt <= Date.now()) store.delete(key)
    return entry && entry.expiresAt > Date.now() ? entry : undefined
  }
  const sweep = () => {
    for (const key of store.keys()) alive(key)
  }

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      if (store.size > 5000) sweep()
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 })
    }

    async find(id: string) {
      if (this.model === 'Client') return clients().find((client) => client.client_id === id) as AdapterPayload | undefined
      return alive(this.key(id))?.payload
    }

    async findByUid(uid: string) {
      for (const [key, entry] of store) if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return alive(key)?.payload
      return undefined
    }

    async findByUserCode(userCode: string) {
      for (const [key, entry] of store) if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return alive(key)?.payload
      return undefined
    }

    async consume(id: string) {
      const entry = alive(this.key(id))
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
    }

    async destroy(id: string) {
      store.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
    }
  }
}
