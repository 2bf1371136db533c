import type { Airlock, ChainNamespace } from 'airlock/kit'

/**
 * Whether Airlock is still restoring the session of the last page load: one is remembered and
 * its namespace has not settled yet (the restore's code may not even have loaded).
 */
export function isRestoring(airlock: Airlock): boolean {
  const stored = airlock.storage.get<{ namespace: ChainNamespace }>('connection')
  const status = stored && airlock.chain.state.accounts[stored.namespace]?.status
  return Boolean(stored) && (status === undefined || status === 'connecting')
}
