import { type AirlockContext, airlockDevnet, createLogger, defineEvmNetwork, solana, solanaDevnet, solanaTestnet } from 'airlock'
import type { PairingEvent } from './WalletConnectConnector.js'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from '../../local/relay/startRelay.js'
import { createTestChain } from '../../test/helpers/createTestChain.js'
import { createMemoryKeyValueStorage } from '../../test/e2e/helpers/createMemoryKeyValueStorage.js'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '../../test/e2e/wallets/createWalletConnectTestWallet.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'

// hardhat's dev account 3: a public key, only ever used on local chains.
const privateKey = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'
const devnetTwo = defineEvmNetwork({ id: 31338, name: 'Airlock Devnet Two', network: 'airlock-devnet-two', rpc: 'http://127.0.0.1:1', testnet: true })
const solanaAddress = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

let relay: Relay
const cleanups: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(() => relay.stop())
afterEach(async () => {
  await Promise.allSettled(cleanups.splice(0).map((cleanup) => cleanup()))
})

let prefixes = 0
function setup(options: { solana?: boolean } = {}) {
  const networks = [airlockDevnet, devnetTwo, ...(options.solana ? [solanaDevnet, solana] : [])]
  const logger = createLogger({ level: 'silent', console: false })
  const context = {
    config: { projectId: 'airlock-test', relayUrl: relay.url, metadata: { name: 'Airlock test app', description: '', url: 'http://127.0.0.1:5173', icons: [] } },
    chain: createTestChain(networks, airlockDevnet.caipNetworkId),
    logger,
  } as unknown as AirlockContext
  // Clients with one storage prefix share a core process-wide; each test gets its own.
  const connector = createWalletConnectConnector(context, { storage: createMemoryKeyValueStorage(), storagePrefix: `airlock-test-${++prefixes}` })
  return { connector, context }
}

async function startWallet(options: { solana?: boolean; solanaChains?: string[] } = {}): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey,
    chains: { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:1' },
    ...(options.solana && { solana: { address: solanaAddress, chains: options.solanaChains ?? [solanaDevnet.caipNetworkId] } }),
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

/** Pairs the connector with `wallet`, which scans each URI as it appears. */
function pair(connector: ReturnType<typeof setup>['connector'], wallet: WalletConnectTestWallet, signal?: AbortSignal) {
  const events: PairingEvent[] = []
  const session = connector.pair((event) => {
    events.push(event)
    if (event.kind === 'uri') void wallet.pair(event.uri)
  }, signal)
  return { session, events }
}

describe('the WalletConnect connector over the local relay', () => {
  it('default: a wallet that scans the pairing URI is connected, with every namespace it approved', async () => {
    const { connector } = setup({ solana: true })
    const wallet = await startWallet({ solana: true })
    const { session, events } = pair(connector, wallet)
    const approved = await session
    expect(events[0]).toMatchObject({ kind: 'uri', uri: expect.stringMatching(/^wc:/) })
    expect(wallet.proposals[0]).toMatchObject({ name: 'Airlock test app', url: 'http://127.0.0.1:5173' })
    expect(wallet.proposals[0]!.chains).toEqual(['eip155:31337', 'eip155:31338', solanaDevnet.caipNetworkId, solana.caipNetworkId])
    expect(approved.peer.name).toBe('Airlock Test Wallet')
    expect(approved.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.control.address}`, `eip155:31338:${wallet.control.address}`])
    expect(approved.namespaces.solana?.accounts).toEqual([`${solanaDevnet.caipNetworkId}:${solanaAddress}`])
    expect(approved.provider('bip122')).toBeUndefined()
  })

  it('behavior: the eip155 provider signs through the wallet and reads the app network as its chain', async () => {
    const { connector } = setup()
    const wallet = await startWallet()
    const provider = (await pair(connector, wallet).session).provider('eip155')!
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31337)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.control.address])
    const signature = await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.control.address] })
    expect(await verifyMessage({ address: wallet.control.address, message: 'hello', signature: signature as `0x${string}` })).toBe(true)
    expect(wallet.requests).toEqual([{ method: 'personal_sign', chainId: 'eip155:31337' }])
  })

  it('behavior: switching within the session asks the wallet, then requests go to the new chain', async () => {
    const { connector } = setup()
    const wallet = await startWallet()
    const provider = (await pair(connector, wallet).session).provider('eip155')!
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_switchEthereumChain'])
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
  })

  it('behavior: the wallet’s session events reach the provider of their namespace', async () => {
    const { connector } = setup()
    const wallet = await startWallet()
    const provider = (await pair(connector, wallet).session).provider('eip155')!
    const seen = new Promise<unknown[]>((resolve) => {
      const received: unknown[] = []
      provider.on('chainChanged', (chainId) => received.push(['chainChanged', chainId]))
      provider.on('accountsChanged', (accounts) => {
        received.push(['accountsChanged', accounts])
        resolve(received)
      })
    })
    await wallet.emit('chainChanged', 31338, 'eip155:31338')
    await wallet.emit('accountsChanged', [`eip155:31338:${wallet.control.address}`], 'eip155:31338')
    expect(await seen).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [wallet.control.address]],
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)
  })

  it('behavior: the solana provider moves to a chain the session holds, under either id, and refuses others with 4902', async () => {
    const { connector } = setup({ solana: true })
    const wallet = await startWallet({ solana: true, solanaChains: [solanaDevnet.caipNetworkId, solana.caipNetworkId] })
    const provider = (await pair(connector, wallet).session).provider('solana')!
    expect(provider.useChain([solana.caipNetworkId, solana.deprecatedCaipNetworkId!])).toBe(solana.caipNetworkId)
    // The test wallet holds no Solana key: it answers with an error, after recording the chain.
    await provider.request({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: solanaAddress } }).catch(() => {})
    expect(wallet.requests.at(-1)).toEqual({ method: 'solana_signMessage', chainId: solana.caipNetworkId })
    expect(() => provider.useChain([solanaTestnet.caipNetworkId])).toThrow(expect.objectContaining({ code: 4902 }))
    expect(provider.useChain([solanaDevnet.caipNetworkId])).toBe(solanaDevnet.caipNetworkId)
  })

  it('behavior: a disconnect from the wallet reaches every provider as disconnect', async () => {
    const { connector } = setup({ solana: true })
    const wallet = await startWallet({ solana: true })
    const session = await pair(connector, wallet).session
    const ended = ['eip155', 'solana'].map(
      (namespace) => new Promise((resolve) => session.provider(namespace as 'eip155')!.on('disconnect', () => resolve(namespace))),
    )
    await wallet.disconnect()
    expect(await Promise.all(ended)).toEqual(['eip155', 'solana'])
    expect(await connector.restore()).toBeUndefined()
  })

  it('behavior: the session is deleted once the last namespace that took it releases it', async () => {
    const { connector } = setup({ solana: true })
    const wallet = await startWallet({ solana: true })
    const session = await pair(connector, wallet).session
    const [evm, sol] = [session.provider('eip155')!, session.provider('solana')!]
    const deleted = new Promise((resolve) => wallet.client.on('session_delete', resolve))
    await evm.release()
    expect(wallet.session).toBeDefined()
    await sol.release()
    await deleted
    expect(wallet.session).toBeUndefined()
  })

  it('behavior: restore returns the live session, with no new proposal', async () => {
    const { connector } = setup()
    const wallet = await startWallet()
    const session = await pair(connector, wallet).session
    expect((await connector.restore())?.id).toBe(session.id)
    expect(wallet.proposals).toHaveLength(1)
  })

  it('error: a declined proposal rejects with 4001', async () => {
    const { connector } = setup()
    const wallet = await startWallet()
    wallet.rejectNextProposal()
    await expect(pair(connector, wallet).session).rejects.toMatchObject({ code: 4001 })
  })

  it('error: an aborted pairing rejects and is never approved', async () => {
    const { connector } = setup()
    const controller = new AbortController()
    const events: PairingEvent[] = []
    const session = connector.pair((event) => {
      events.push(event)
      controller.abort(new Error('closed'))
    }, controller.signal)
    await expect(session).rejects.toThrow('closed')
    expect(events).toHaveLength(1)
  })
})
