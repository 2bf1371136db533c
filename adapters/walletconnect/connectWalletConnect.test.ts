// @vitest-environment happy-dom
import { type AdapterDescriptor, type ChainAdapter, type ConnectorSession, type ConnectResult, createAirlock, mainnet, solana } from 'airlock'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../test/helpers/fakeAdapter.js'
import { fakeWalletConnect } from '../../test/helpers/fakeWalletConnect.js'
import type { PairingEvent, WalletConnectConnector } from './WalletConnectConnector.js'

// Connecting over WalletConnect through the connection service, with the protocol client
// replaced by a stand-in.

const evmAddress = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const solAddress = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

function fakeSession(): ConnectorSession {
  return {
    id: 'topic-1',
    peer: { name: 'Phone Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/icon.png'] },
    namespaces: {
      eip155: { accounts: [`eip155:1:${evmAddress}`], chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
      solana: { accounts: [`${solana.caipNetworkId}:${solAddress}`], chains: [solana.caipNetworkId], methods: ['solana_signMessage'], events: [] },
    },
    provider: vi.fn(),
    disconnect: vi.fn(async () => {}),
  }
}

/** An adapter of `namespace` that adopts sessions with `result` (or fails with `error`). */
function adopting(namespace: 'eip155' | 'solana', outcome: ConnectResult | Error | undefined) {
  const adapter: ChainAdapter = {
    ...createFakeAdapter().adapter,
    namespace,
    adoptSession: vi.fn(async () => {
      if (outcome instanceof Error) throw outcome
      return outcome
    }),
  }
  const descriptor: AdapterDescriptor = { name: namespace, namespace, load: async () => () => adapter }
  return { adapter, descriptor }
}

const evmResult: ConnectResult = { address: evmAddress, caipNetworkId: 'eip155:1', accounts: [{ namespace: 'eip155', address: evmAddress, type: 'eoa' }] }
const solResult: ConnectResult = { address: solAddress, caipNetworkId: solana.caipNetworkId, accounts: [{ namespace: 'solana', address: solAddress, type: 'eoa' }] }

function setup(connector: Partial<WalletConnectConnector>, outcomes: { evm?: ConnectResult | Error; sol?: ConnectResult | Error } = { evm: evmResult, sol: solResult }) {
  const evm = adopting('eip155', outcomes.evm)
  const sol = adopting('solana', outcomes.sol)
  const airlock = createAirlock({ projectId: 'test', networks: [mainnet, solana], adapters: [evm.descriptor, sol.descriptor], connectors: [fakeWalletConnect(connector)] })
  airlock.logger.level = 'silent'
  return { airlock, evm, sol }
}

beforeEach(() => localStorage.clear())

/** Pairs through the instance's connection service, as the QR view does. */
const pair = async (airlock: ReturnType<typeof createAirlock>, onPairing: (event: PairingEvent) => void = () => {}) =>
  (await airlock.connection()).connectWith('walletconnect', (walletConnect) => walletConnect.pair(onPairing))

describe('connecting over WalletConnect', () => {
  it('default: every namespace of the session is connected; the app’s active one is adopted first and alone made active, bound to the chains the wallet approved', async () => {
    const session = fakeSession()
    const { airlock, evm, sol } = setup({ pair: async (onPairing) => (onPairing({ kind: 'uri', uri: 'wc:a@2', expiresAt: 1 }), session) })
    const onPairing = vi.fn()
    const results = await pair(airlock, onPairing)
    expect(onPairing).toHaveBeenCalledWith({ kind: 'uri', uri: 'wc:a@2', expiresAt: 1 })
    expect(results).toEqual([evmResult, solResult])
    expect(evm.adapter.adoptSession).toHaveBeenCalledWith(session, mainnet)
    expect(sol.adapter.adoptSession).toHaveBeenCalledWith(session, solana)
    expect(airlock.chain.state.accounts.eip155).toMatchObject({ status: 'connected', address: evmAddress, connectedWalletInfo: { name: 'Phone Wallet', identifier: 'walletconnect', icon: 'https://wallet.example/icon.png' } })
    expect(airlock.chain.state.accounts.solana).toMatchObject({ status: 'connected', address: solAddress })
    expect(airlock.chain.state.activeNamespace).toBe('eip155')
    expect(airlock.chain.state.accounts.eip155?.caipNetworkIds).toEqual(fakeSession().namespaces.eip155!.chains)
    expect(JSON.parse(localStorage.getItem('airlock:connection')!)).toEqual({ namespace: 'eip155', walletId: 'walletconnect', caipNetworkId: 'eip155:1' })
    // Not a wallet to pick again from the list: it is reached through a new pairing.
    expect(airlock.wallets.state.recent).toEqual([])
  })

  it('behavior: after a reload the persisted session is adopted again, with no pairing', async () => {
    localStorage.setItem('airlock:connection', JSON.stringify({ namespace: 'eip155', walletId: 'walletconnect' }))
    const pair = vi.fn()
    const { airlock } = setup({ pair, restore: async () => fakeSession() })
    await vi.waitFor(() => expect(airlock.chain.state.accounts.eip155?.status).toBe('connected'))
    expect(airlock.chain.state.accounts.solana?.status).toBe('connected')
    expect(pair).not.toHaveBeenCalled()
  })

  it('behavior: a session that ended while the page was closed is forgotten on reload', async () => {
    localStorage.setItem('airlock:connection', JSON.stringify({ namespace: 'eip155', walletId: 'walletconnect' }))
    const { airlock } = setup({ restore: async () => undefined })
    await vi.waitFor(() => expect(localStorage.getItem('airlock:connection')).toBeNull())
    expect(airlock.chain.state.accounts.eip155).toBeUndefined()
  })

  it('behavior: disconnecting one namespace keeps the other, which a reload then restores', async () => {
    const session = fakeSession()
    const first = setup({ pair: async () => session })
    await pair(first.airlock)
    await first.airlock.disconnect('eip155')
    expect(first.airlock.chain.state.accounts.solana?.status).toBe('connected')
    expect(JSON.parse(localStorage.getItem('airlock:connection')!)).toEqual({ namespace: 'solana', walletId: 'walletconnect', caipNetworkId: solana.caipNetworkId })
    const reloaded = setup({ restore: async () => session })
    await vi.waitFor(() => expect(reloaded.airlock.chain.state.accounts.solana?.status).toBe('connected'))
  })

  it('behavior: a namespace whose adapter fails is left out; the others connect', async () => {
    const { airlock } = setup({ pair: async () => fakeSession() }, { evm: evmResult, sol: new Error('no signer') })
    expect(await pair(airlock)).toEqual([evmResult])
    expect(airlock.chain.state.accounts.solana).toBeUndefined()
  })

  it('error: a declined proposal rejects with USER_REJECTED and connects nothing', async () => {
    const { airlock } = setup({ pair: async () => Promise.reject({ code: 4001, message: 'User rejected.' }) })
    await expect(pair(airlock)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(airlock.chain.state.accounts).toEqual({})
  })

  it('error: a session no adapter takes is ended, and the connect fails', async () => {
    const session = fakeSession()
    const { airlock } = setup({ pair: async () => session }, {})
    await expect(pair(airlock)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect(session.disconnect).toHaveBeenCalledOnce()
  })
})
