import type { ConnectorSession } from 'airlock'
import { vi } from 'vitest'

/** The account the fake session holds on eip155:1. */
export const sessionAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/**
 * A connector session holding one eip155 account, as a wallet named `peer` approved it; its
 * `disconnect` is a mock. Adapters under test adopt it through their `adoptSession`.
 */
export function fakeSession(peer: Partial<ConnectorSession['peer']> = {}): ConnectorSession {
  return {
    id: 's',
    peer: { name: 'Phone Wallet', url: '', icons: [], ...peer },
    namespaces: { eip155: { accounts: [`eip155:1:${sessionAddress}`], chains: ['eip155:1'], methods: [], events: [] } },
    provider: () => undefined,
    disconnect: vi.fn(async () => {}),
  }
}
