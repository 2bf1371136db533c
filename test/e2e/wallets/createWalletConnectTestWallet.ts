import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { type Hex, stringToHex } from 'viem'
import { approvedNamespaces } from '../../../local/walletDemo/page/approvedNamespaces.js'
import { createMemoryKeyValueStorage } from '../helpers/createMemoryKeyValueStorage.js'
import { createTestWallet, type TestWalletControl } from './createTestWallet.js'

/** Options of {@link createWalletConnectTestWallet}. */
export interface WalletConnectTestWalletOptions {
  relayUrl: string
  privateKey: Hex
  /** RPC URL by chain id: the EVM chains the wallet serves. */
  chains: Record<number, string>
  /** A Solana address to approve the solana namespace with, on these CAIP-2 chains. */
  solana?: { address: string; chains: string[] }
  name?: string
}

/** A proposal as the wallet received it. */
export interface ReceivedProposal {
  id: number
  name: string
  url: string
  chains: string[]
}

type Session = Awaited<ReturnType<Awaited<ReturnType<InstanceType<typeof SignClient>['approve']>>['acknowledged']>>

// The methods this wallet answers, per namespace.
const evmMethods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'eth_signTypedData_v4']

/**
 * A WalletConnect wallet in Node for the browser tests: @walletconnect/sign-client in the
 * wallet role over the local relay, signing with the Airlock test wallet. Proposals are
 * approved (or, after `rejectNextProposal`, declined) as they come; requests are answered
 * by the test wallet, whose control can make the next one fail. Nothing is stored on disk.
 */
export async function createWalletConnectTestWallet(options: WalletConnectTestWalletOptions) {
  const firstChain = Number(Object.keys(options.chains)[0])
  const { provider, control } = createTestWallet({ privateKey: options.privateKey, chains: options.chains, chainId: firstChain })
  const client = await SignClient.init({
    relayUrl: options.relayUrl,
    projectId: 'airlock-test-wallet',
    telemetryEnabled: false,
    customStoragePrefix: `airlock-test-wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    metadata: { name: options.name ?? 'Airlock Test Wallet', description: 'A wallet for Airlock tests', url: 'http://127.0.0.1', icons: [] },
  })
  const proposals: ReceivedProposal[] = []
  const requests: { method: string; chainId: string }[] = []
  const authentications: { chains: string[]; domain: string }[] = []
  let declineNext = false
  let session: Session | undefined
  const sessionWaiters = new Set<(session: Session) => void>()

  client.on('session_proposal', async ({ id, params }) => {
    proposals.push({
      id,
      name: params.proposer.metadata.name,
      url: params.proposer.metadata.url,
      chains: Object.values(params.optionalNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []),
    })
    if (declineNext) {
      declineNext = false
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const namespaces = approvedNamespaces(params, {
      eip155: { address: control.address, chains: Object.keys(options.chains).map((chain) => `eip155:${chain}`), methods: evmMethods },
      ...(options.solana && { solana: { ...options.solana, methods: ['solana_signMessage'] } }),
    })
    // Approving the session is the person authorising the app in the wallet.
    await provider.request({ method: 'eth_requestAccounts' })
    const { acknowledged } = await client.approve({ id, namespaces })
    session = await acknowledged()
    for (const resolve of sessionWaiters) resolve(session)
    sessionWaiters.clear()
  })

  // One-click auth: the person approves the app by signing its sign-in message, one per chain.
  client.on('session_authenticate', async ({ id, params }) => {
    const chains = Object.keys(options.chains).map((chain) => `eip155:${chain}`)
    const payload = populateAuthPayload({ authPayload: params.authPayload, chains, methods: evmMethods })
    await provider.request({ method: 'eth_requestAccounts' })
    const auths = []
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${control.address}`
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = (await provider.request({ method: 'personal_sign', params: [stringToHex(message), control.address] })) as string
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    authentications.push({ chains: payload.chains, domain: payload.domain })
    const approved = await client.approveSessionAuthenticate({ id, auths })
    session = approved.session as Session | undefined
    if (session) for (const resolve of sessionWaiters) resolve(session)
    sessionWaiters.clear()
  })

  client.on('session_request', async ({ id, topic, params: { request, chainId } }) => {
    requests.push({ method: request.method, chainId })
    try {
      // A request names its chain; the wallet signs for that one.
      const target = Number(chainId.split(':')[1])
      if (target !== control.chainId && request.method !== 'wallet_switchEthereumChain') {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${target.toString(16)}` }] })
      }
      const result = await provider.request({ method: request.method, params: request.params })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: result ?? null } })
    } catch (error) {
      const { code = 5000, message = 'The request failed' } = error as { code?: number; message?: string }
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    }
  })

  client.on('session_delete', ({ topic }) => {
    if (session?.topic === topic) session = undefined
  })

  const current = () => {
    if (!session) throw new Error('The test wallet has no session')
    return session
  }

  return {
    client,
    /** The signing wallet: its address, chain, recorded requests, and failures to inject. */
    control: control as TestWalletControl,
    proposals,
    /** Every session request received, oldest first. */
    requests,
    /** Every one-click auth approved (signed in as it connected), oldest first. */
    authentications,
    get session() {
      return session
    },
    /** Pairs with the dapp's pairing URI (as a person pastes or scans it). */
    pair: (uri: string) => client.pair({ uri }),
    /** Resolves with the next session approved (or the current one). */
    waitForSession(): Promise<Session> {
      return session ? Promise.resolve(session) : new Promise((resolve) => sessionWaiters.add(resolve))
    },
    /** Declines the next proposal, as a person pressing Reject. */
    rejectNextProposal() {
      declineNext = true
    },
    /** Emits a session event on `chainId` (CAIP-2), as a wallet does when the person acts in it. */
    emit(name: 'chainChanged' | 'accountsChanged', data: unknown, chainId: string) {
      return client.emit({ topic: current().topic, event: { name, data }, chainId })
    },
    /** Ends the session from the wallet's side; the dapp receives session_delete. */
    disconnect() {
      const { topic } = current()
      session = undefined
      return client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async stop() {
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}

/** A WalletConnect test wallet. */
export type WalletConnectTestWallet = Awaited<ReturnType<typeof createWalletConnectTestWallet>>
