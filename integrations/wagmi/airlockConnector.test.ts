import { connect, createConfig, disconnect, getAccount, http, reconnect, signTypedData, switchChain, waitForTransactionReceipt, writeContract } from '@wagmi/core'
import { createPublicClient, defineChain, http as viemHttp, parseUnits, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Airlock, createAirlock, defineEvmNetwork, type Network } from 'airlock'
import { airlockConnector } from 'airlock/wagmi'
import { startEvmDevnet, type EvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { announceEip6963Provider } from '../../test/e2e/wallets/announceEip6963Provider.js'
import { createTestWallet } from '../../test/e2e/wallets/createTestWallet.js'

const rdns = 'dev.airlock.testwallet'
const info = { uuid: '5f0f4b55-3c4f-4d55-9d0c-3b0f6ad2a0b1', name: 'Airlock Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns }
const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello from Airlock' },
} as const

let devnet: EvmDevnet
let second: EvmDevnet
let networks: [Network, Network]
const stops: (() => void)[] = []

beforeAll(async () => {
  ;[devnet, second] = await Promise.all([startEvmDevnet({ port: 0 }), startEvmDevnet({ port: 0, chainId: 31338 })])
  networks = [
    defineEvmNetwork({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: devnet.url, testnet: true }),
    defineEvmNetwork({ id: 31338, name: 'Airlock Devnet Two', network: 'airlock-devnet-two', rpc: second.url, testnet: true }),
  ]
}, 120_000)

afterAll(async () => {
  await Promise.all([devnet?.stop(), second?.stop()])
})

// A page of its own for each test: the wallet's announcement and Airlock's storage live on it.
beforeEach(() => {
  const items = new Map<string, string>()
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: 'http://127.0.0.1' } }))
  vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) })
})

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.unstubAllGlobals()
})

/**
 * Airlock and a wagmi config over it, with a browser wallet holding dev account `index`, or
 * `reloaded`'s wallet (the page loaded again: the wallet remembers what it approved).
 */
function host(index: number, reloaded?: ReturnType<typeof createTestWallet>) {
  const wallet = reloaded ?? createTestWallet({ privateKey: devnet.accounts[index]!.privateKey, chains: { 31337: devnet.url, 31338: second.url }, chainId: 31337 })
  stops.push(announceEip6963Provider(window, info, wallet.provider))
  const airlock: Airlock = createAirlock({ projectId: 'wagmi-test', networks })
  airlock.logger.level = 'silent'
  const chains = [defineChain({ id: 31337, name: 'Airlock Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [devnet.url] } } }),
    defineChain({ id: 31338, name: 'Airlock Devnet Two', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [second.url] } } })] as const
  const config = createConfig({ chains, connectors: [airlockConnector(airlock)], transports: { 31337: http(devnet.url), 31338: http(second.url) }, storage: null })
  stops.push(() => airlock.destroy())
  // What the modal does when the person picks the wallet.
  const pick = async () => (await airlock.connection()).connect({ id: rdns, name: info.name, namespace: 'eip155' })
  return { wallet, airlock, config, pick, address: devnet.accounts[index]!.address }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('airlockConnector', () => {
  it('default: a wallet connected in Airlock connects wagmi; a DUSD transfer with writeContract and signTypedData go through it', async () => {
    const { config, pick, address } = host(6)
    await config._internal.connectors.setup
    expect(getAccount(config).status).toBe('disconnected')
    await pick()
    await vi.waitFor(() => expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 }))

    const token = devnet.contracts.token
    const to = devnet.accounts[8]!.address
    const client = createPublicClient({ transport: viemHttp(devnet.url) })
    const before = await client.readContract({ ...token, functionName: 'balanceOf', args: [to] })
    const hash = await writeContract(config, { ...token, functionName: 'transfer', args: [to, parseUnits('3', 6)] })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect((await client.readContract({ ...token, functionName: 'balanceOf', args: [to] })) - before).toBe(3_000_000n)

    const signature = await signTypedData(config, typedData)
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
  })

  it('behavior: wagmi\'s connect opens the modal and resolves once the wallet is picked there', async () => {
    const { airlock, config, pick, address } = host(6)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(true))
    await pick()
    airlock.close()
    expect(await connecting).toMatchObject({ accounts: [address], chainId: 31337 })
    expect(getAccount(config).status).toBe('connected')
  })

  it('error: closing the modal without a wallet rejects wagmi\'s connect as declined (4001)', async () => {
    const { airlock, config } = host(6)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(airlock.modal.state.open).toBe(true))
    airlock.close()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('behavior: disconnect on either side disconnects both', async () => {
    const { airlock, config, pick } = host(6)
    await config._internal.connectors.setup
    await pick()
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    await disconnect(config)
    expect(airlock.chain.state.accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    await pick()
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    await airlock.disconnect()
    await vi.waitFor(() => expect(getAccount(config).status).toBe('disconnected'))
  })

  it('behavior: account and chain changes reach wagmi; wagmi\'s switchChain switches Airlock\'s network', async () => {
    const { airlock, config, pick, wallet } = host(6)
    await config._internal.connectors.setup
    await pick()
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    await switchChain(config, { chainId: 31338 })
    expect(airlock.chain.state.activeCaipNetworkId).toBe('eip155:31338')
    await vi.waitFor(() => expect(getAccount(config).chainId).toBe(31338))
    wallet.control.switchAccount(devnet.accounts[7]!.privateKey)
    await vi.waitFor(() => expect(getAccount(config).address).toBe(devnet.accounts[7]!.address))
  })

  it('behavior: after a reload, wagmi\'s reconnect waits for Airlock\'s restore and connects', async () => {
    const first = host(6)
    await first.pick()
    first.airlock.destroy()
    for (const stop of stops.splice(0)) stop()
    // The same page storage and wallet, a new page: Airlock restores the session on its own,
    // and wagmi's reconnect takes it from Airlock's connector.
    const { config, address } = { ...host(6, first.wallet), address: first.address }
    const [connection] = await reconnect(config)
    expect(connection).toMatchObject({ accounts: [address], chainId: 31337, connector: { id: 'airlock' } })
    expect(getAccount(config).status).toBe('connected')
    await settled()
  })

  it('behavior: wagmi makes no connector of its own for a wallet announced in the page, so none outlives Airlock\'s disconnect', async () => {
    const { config, pick } = host(6)
    await config._internal.connectors.setup
    expect(config.connectors.map((connector) => connector.id)).toEqual(['airlock'])
    await pick()
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    expect([...config.state.connections.values()].map((connection) => connection.connector.id)).toEqual(['airlock'])
  })
})
