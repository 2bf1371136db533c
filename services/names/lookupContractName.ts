import type { ApiClient, ResponseSchema } from '../api/ApiClient.js'

/** What people call a contract the API knows: an exchange (`Uniswap V2`) or a token (its symbol). */
export interface ContractName {
  name: string
  kind: 'exchange' | 'token'
}

const contractSchema: ResponseSchema<ContractName | undefined> = {
  '~standard': {
    version: 1,
    vendor: 'airlock',
    validate(value: unknown) {
      const { name, kind } = (value ?? {}) as { name?: unknown; kind?: unknown }
      if (name === null) return { value: undefined }
      if (typeof name !== 'string' || (kind !== 'exchange' && kind !== 'token')) return { issues: [{ message: 'expected { name, kind }' }] }
      return { value: name ? { name, kind } : undefined }
    },
  },
}

/**
 * The name the API gives the contract at `caipAddress` (`GET /v1/contracts/{caip10}`: its
 * registry of the swap routers and tokens of each network it serves); undefined for any other
 * address, and when the API cannot say. Asked once per address for the instance's life.
 */
export function lookupContractName(api: ApiClient, caipAddress: string): Promise<ContractName | undefined> {
  const asked = api.cache('contractNames', () => new Map<string, Promise<ContractName | undefined>>())
  const key = caipAddress.toLowerCase()
  let found = asked.get(key)
  if (!found) {
    // A failed lookup is asked again next time; an answer, named or not, is kept.
    found = api.configured
      ? api.get(`/v1/contracts/${caipAddress}`, undefined, contractSchema).catch(() => {
          asked.delete(key)
          return undefined
        })
      : Promise.resolve(undefined)
    asked.set(key, found)
  }
  return found
}
