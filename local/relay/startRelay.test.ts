import net from 'node:net'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Relay, startRelay } from './startRelay.js'

// hardhat's first dev account: the key is public, and it is the account the local chain funds.
const walletAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chain = 'eip155:31337'
const namespace = {
  chains: [chain],
  methods: ['personal_sign'],
  events: ['accountsChanged', 'chainChanged'],
}
const walletNamespaces = { eip155: { ...namespace, accounts: [`${chain}:${walletAccount.address}`] } }

// The machine has no internet and the suite must not need it: any socket to a host other than
// loopback is refused on the spot and recorded, so a test can assert that none was tried.
const outsideHosts: string[] = []
const originalConnect = net.Socket.prototype.connect
beforeAll(() => {
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const target = (Array.isArray(args[0]) ? args[0][0] : args[0]) as { host?: string } | undefined
    const host = typeof target === 'object' && target ? (target.host ?? 'localhost') : 'localhost'
    if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
      outsideHosts.push(host)
      process.nextTick(() => this.destroy(new Error(`outside host blocked: ${host}`)))
      return this
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect
})
afterAll(() => {
  net.Socket.prototype.connect = originalConnect
})

let relay: Relay
beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})
afterAll(() => relay.stop())

// Each client gets its own storage prefix: the clients share one core per prefix process-wide.
let clientCount = 0
const opened: Array<InstanceType<typeof SignClient>> = []
function clientOptions(role: string) {
  return {
    relayUrl: relay.url,
    projectId: 'airlock-local',
    customStoragePrefix: `${role}-${++clientCount}`,
    telemetryEnabled: false,
    storageOptions: { database: ':memory:' },
    metadata: { name: `Airlock ${role}`, description: role, url: 'http://127.0.0.1:5173', icons: [] },
  }
}
async function createSignClient(role: 'dapp' | 'wallet') {
  const client = await SignClient.init(clientOptions(role))
  opened.push(client)
  return client
}
afterEach(async () => {
  for (const { core } of opened.splice(0)) {
    await core.relayer.transportClose()
    core.heartbeat.stop()
  }
})

describe('startRelay with @walletconnect clients', () => {
  it('default: dapp and wallet pair, approve, sign, emit an event and disconnect through the relay', async () => {
    const [dapp, wallet] = await Promise.all([createSignClient('dapp'), createSignClient('wallet')])
    const approve = ({ id }: { id: number }) => void wallet.approve({ id, namespaces: walletNamespaces })
    wallet.on('session_proposal', approve)
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [`0x${string}`]
      const signature = await walletAccount.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const started = performance.now()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: namespace } })
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${walletAccount.address}`])

    const message = '0x48656c6c6f204169726c6f636b' as const
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [message, walletAccount.address] },
    })
    const { address } = walletAccount
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)

    const event = new Promise((resolve) =>
      dapp.on('session_event', ({ params }) => resolve(params.event)),
    )
    const accountsChanged = { name: 'accountsChanged', data: [address] }
    await wallet.emit({ topic: session.topic, chainId: chain, event: accountsChanged })
    expect(await event).toEqual(accountsChanged)

    const deleted = new Promise<string>((resolve) =>
      dapp.on('session_delete', ({ topic }) => resolve(topic)),
    )
    const reason = { code: 6000, message: 'User disconnected.' }
    await wallet.disconnect({ topic: session.topic, reason })
    expect(await deleted).toBe(session.topic)
    const elapsed = performance.now() - started

    console.info(`relay: pair → approve → personal_sign → event → disconnect: ${elapsed.toFixed(0)} ms`)
    // Loose on purpose: it takes ~150 ms; the clients' own stall fallbacks would take 35 s.
    expect(elapsed).toBeLessThan(5_000)
    expect(dapp.session.keys).toEqual([])
    expect(outsideHosts).toEqual([])
  })

  it('behavior: a rejected proposal reaches the dapp as a rejection', async () => {
    const [dapp, wallet] = await Promise.all([createSignClient('dapp'), createSignClient('wallet')])
    const reason = { code: 5000, message: 'User rejected.' }
    wallet.on('session_proposal', ({ id }) => void wallet.reject({ id, reason }))
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: namespace } })
    await wallet.pair({ uri: uri as string })
    await expect(approval()).rejects.toMatchObject(reason)
    expect(dapp.session.keys).toEqual([])
  })

  it('behavior: a wallet that subscribes again before its first subscribe is answered, as its heartbeat does, is asked once', async () => {
    const [dapp, wallet] = await Promise.all([createSignClient('dapp'), createSignClient('wallet')])
    // The 2.25 clients resubscribe every topic still being subscribed on each heartbeat pulse;
    // here one pulse falls while the pairing's subscribe is on its way (the pulse's own method,
    // which the client's types leave out).
    const subscriber = wallet.core.relayer.subscriber as typeof wallet.core.relayer.subscriber & { checkPending(): Promise<void> }
    const subscribe = subscriber.subscribe.bind(subscriber)
    subscriber.subscribe = async (topic, options) => {
      const subscribed = subscribe(topic, options)
      await subscriber.checkPending()
      return subscribed
    }
    const proposals: number[] = []
    wallet.on('session_proposal', ({ id }) => {
      proposals.push(id)
      void wallet.approve({ id, namespaces: walletNamespaces })
    })
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: namespace } })
    await wallet.pair({ uri: uri as string })
    await approval()
    expect(proposals).toHaveLength(1)
  })

  it('behavior: universal-provider connects as the dapp with eip155 namespaces', async () => {
    const wallet = await createSignClient('wallet')
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: walletNamespaces }))
    const provider = await UniversalProvider.init({
      ...clientOptions('provider'),
      disableProviderPing: true,
    })
    opened.push(provider.client)
    // The hook Airlock uses in a browser to skip the Verify iframe (it would wait 5 s for it
    // to time out, as there is no Verify service on the local stack).
    const register = vi.fn(async () => '')
    provider.client.core.verify.register = register
    provider.on('display_uri', (uri: string) => void wallet.pair({ uri }))

    const session = await provider.connect({
      optionalNamespaces: { eip155: { ...namespace, rpcMap: { '31337': 'http://127.0.0.1:8545' } } },
    })
    expect(session?.namespaces.eip155?.accounts).toEqual([`${chain}:${walletAccount.address}`])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([walletAccount.address])
    expect(register).toHaveBeenCalledTimes(1)
    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic }) => resolve(topic)),
    )
    await provider.disconnect()
    expect(await deleted).toBe(session?.topic)
    expect(outsideHosts).toEqual([])
  })
})
