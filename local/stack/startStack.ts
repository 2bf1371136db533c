import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { startApiServer } from '../../server/api/startApiServer.js'
import type { ApiRateLimits } from '../../server/api/http/ApiRateLimits.js'
import { demoSeed } from '../devnet/evm/deployDemoContracts.js'
import { devnetSwaps } from '../devnet/evm/devnetSwaps.js'
import { startBundler } from '../bundler/startBundler.js'
import { startEvmDevnet } from '../devnet/evm/startEvmDevnet.js'
import { startEnsChain } from '../devnet/ens/startEnsChain.js'
import { startFarcasterChain } from '../devnet/farcaster/startFarcasterChain.js'
import type { FarcasterClientDemoConfig } from '../farcasterDemo/FarcasterClientDemoConfig.js'
import { startFarcasterClientDemo } from '../farcasterDemo/startFarcasterClientDemo.js'
import { localSocialProviders } from '../idp/localSocialProviders.js'
import { startIdp } from '../idp/startIdp.js'
import type { SocialProvider } from '../../server/social/SocialProvider.js'
import { createRecoveryKey } from '../../server/frame/custody/recoverySuite.js'
import { startFrameServer } from '../../server/frame/startFrameServer.js'
import { startMailServer, type MailServer } from '../mail/startMailServer.js'
import { startSolanaDevnet } from '../devnet/solana/startSolanaDevnet.js'
import { startRelay } from '../relay/startRelay.js'
import { startWalletDemo } from '../walletDemo/startWalletDemo.js'
import type { WalletDemoConfig } from '../walletDemo/WalletDemoConfig.js'
import { defaultPorts } from './ports.js'
import { projectRoot } from '../../server/projectRoot.js'
import type { RunningService } from '../../server/http/Service.js'
import { startDemoServer } from './startDemoServer.js'
import { demoSponsorship, localSmartAccounts } from './localSmartAccounts.js'

/** The demo's project id on the local API. */
export const DEMO_PROJECT_ID = 'airlock-demo'

/** The client the local identity provider knows the frame backend by (a dev secret, loopback only). */
export const LOCAL_SOCIAL_CLIENT = { clientId: 'airlock-local', clientSecret: 'airlock-local-dev-secret' } as const

/** Options of `startStack`. */
export interface StackOptions {
  /** 'default' uses the documented ports; 'random' free ones (for tests). Default: 'default'. */
  ports?: 'default' | 'random'
  host?: string
  /** How often the API indexes the chain, in ms. Default: the API's own (500 ms). */
  indexerPollMs?: number
  /** The API's request budgets, each overriding its default (see `ApiRateLimits`). */
  rateLimits?: Partial<ApiRateLimits>
  /** ERC-7677 paymaster services the demo app may name in `wallet_sendCalls` (see the API's `paymasterServices`). */
  paymasterServices?: string[]
  /**
   * Default false. The demo project opts in to SPEC §9's development ancestors (any
   * `localhost` port may embed its wallet frame): for tests whose host page is a fixture on
   * its own localhost port. The demo itself never needs it.
   */
  developmentAncestors?: boolean
  /** More origins the demo project allows (API calls and its wallet frame): for a fixture host of a test on an origin of its own. */
  allowedOrigins?: string[]
  /** Seconds between two login emails to one address (the API's `embedded.loginEmailIntervalSeconds`). Default: SPEC §9's 30; shorter for a test stack only. */
  loginEmailIntervalSeconds?: number
}

/** The running local stack: every service's URL, what the demo is told, and one stop for all. */
export interface Stack {
  urls: Record<string, string>
  /** What the demo page receives (URLs, project id, chain ids). */
  demoConfig: Record<string, unknown>
  evm: Awaited<ReturnType<typeof startEvmDevnet>>
  evmSecond: Awaited<ReturnType<typeof startEvmDevnet>>
  solana: Awaited<ReturnType<typeof startSolanaDevnet>>
  /** The ERC-4337 bundler (alto) of the first EVM chain; the API forwards to it. */
  bundler: Awaited<ReturnType<typeof startBundler>>
  /** The chain with Optimism's id holding the Farcaster registries and the demo fids. */
  farcasterChain: Awaited<ReturnType<typeof startFarcasterChain>>
  /** The chain with Ethereum mainnet's id (1) holding ENS and the demo `.eth` names: the demo's "Ethereum". */
  ensChain: Awaited<ReturnType<typeof startEnsChain>>
  /** The local identity provider and the client it knows the backend by. */
  social: {
    issuers: Record<SocialProvider, string>
    clientId: string
    clientSecret: string
    /** The redirect URIs the IdP accepts for that client; push the backend's callback here (read on every request). */
    redirectUris: string[]
  }
  /** The relay key the API's Farcaster relay accepts from the demo Farcaster client. */
  farcasterRelayKey: string
  /** The local inbox: sign-in codes and device links the API mails land here. */
  mail: MailServer
  stop(): Promise<void>
}

/**
 * Starts, on loopback, everything the demo talks to (two EVM chains, a Solana chain, the
 * WalletConnect relay, an ERC-4337 bundler on the first chain, the mail inbox, the embedded
 * wallet's frame, the API with its Farcaster relay, the identity provider standing in for the
 * social providers, the chain-10 Farcaster registries, the chain-1 ENS chain and the demo
 * Farcaster client) and the
 * demo itself, which learns their URLs. On a failure whatever started is stopped again;
 * services stop in reverse order. The operator's recovery key is `AIRLOCK_RECOVERY_KEY` when
 * set, else a new one per start (the stack's store lives in memory, so nothing outlives it).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? '127.0.0.1'
  const port = (name: keyof typeof defaultPorts) => (options.ports === 'random' ? 0 : defaultPorts[name])
  const running: RunningService[] = []
  const started = <T extends RunningService>(service: T) => {
    running.push(service)
    return service
  }
  // One after another, newest first: the API's indexer stops before the chains it reads.
  const stop = async () => {
    for (const service of running.splice(0).reverse()) await service.stop().catch(() => {})
  }
  const demoConfig: Record<string, unknown> = { projectId: DEMO_PROJECT_ID }
  let walletDemoConfig: WalletDemoConfig | undefined
  let farcasterClientConfig: FarcasterClientDemoConfig | undefined
  const socialRedirectUris: string[] = []
  const farcasterRelayKey = randomBytes(24).toString('base64url')
  let apiUrl = ''

  try {
    const evmStarted = startEvmDevnet({ host, port: port('evm') }).then(started)
    const [evm, evmSecond, solana, relay, demo, walletDemo, bundler, farcasterChain, idp, farcasterClient, mail, frame, ensChain] = await Promise.all([
      evmStarted,
      startEvmDevnet({ host, port: port('evmSecond'), chainId: 31338 }).then(started),
      startSolanaDevnet({ host, port: port('solana') }).then(started),
      startRelay({ host, port: port('relay') }).then(started),
      startDemoServer({ root: join(projectRoot(), 'demo/dist'), stylesheet: join(projectRoot(), 'dist/styles.css'), host, port: port('demo'), config: () => demoConfig }).then(started),
      startWalletDemo({ host, port: port('walletDemo'), config: () => walletDemoConfig }).then(started),
      // alto (a child process, 2-5 s to load) starts as soon as its chain is up, beside the rest.
      evmStarted.then((chain) =>
        startBundler({
          host,
          port: port('bundler'),
          rpcUrl: chain.url,
          entryPoints: [chain.smartAccounts.entryPoint07, chain.smartAccounts.entryPoint08],
          executorPrivateKey: chain.operators.bundlerExecutor.privateKey,
          utilityPrivateKey: chain.operators.bundlerUtility.privateKey,
        }).then(started),
      ),
      startFarcasterChain({ host, port: port('farcasterChain') }).then(started),
      startIdp({ host, port: port('idp'), clients: () => [{ ...LOCAL_SOCIAL_CLIENT, clientName: 'Airlock', redirectUris: socialRedirectUris }] }).then(started),
      startFarcasterClientDemo({ host, port: port('farcasterClient'), config: () => farcasterClientConfig }).then(started),
      startMailServer({ host, port: port('mail'), smtpPort: port('mailSmtp') }).then(started),
      startFrameServer({ host, port: port('frame'), apiUrl: () => apiUrl }).then(started),
      startEnsChain({ host, port: port('ensChain') }).then(started),
    ])
    const demoOrigins = [demo.url, demo.url.replace('127.0.0.1', 'localhost'), ...(options.allowedOrigins ?? [])]
    // Passkeys belong to the frame's origin, and a relying-party id must be a domain (browsers
    // refuse an IP address): the frame is reached as `localhost`, which browsers treat as secure.
    const frameUrl = frame.url.replace('//127.0.0.1:', '//localhost:')
    const socialCallback = `${frameUrl}/social/callback`
    socialRedirectUris.push(socialCallback)
    const api = started(
      await startApiServer({
        host,
        port: port('api'),
        evm: [evm, evmSecond].map((devnet, index) => ({
          rpcUrl: devnet.url,
          chainId: devnet.chainId,
          name: index === 0 ? 'Airlock Devnet' : 'Airlock Devnet Two',
          contracts: { token: devnet.contracts.token, nft: devnet.contracts.nft },
          swaps: devnetSwaps(devnet.contracts),
          faucetPrivateKey: devnet.accounts[demoSeed.faucetAccount]!.privateKey,
          // Smart accounts on the first chain; the second has the contracts but no bundler, so
          // it stands for a network without smart accounts (EIP-7702, and so permissions, still work there).
          smartAccounts: index === 0 ? localSmartAccounts(devnet, bundler.url) : { permissions: devnet.permissions },
        })),
        solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId, tokenMint: solana.tokenMint, name: 'Solana Local',
          // A dev keypair no wallet fixture uses; the sandbox checkout pays SOL and DUSD from it.
          faucetSecretKey: [...solana.accounts[4]!.secretKey] },
        projects: [{ id: DEMO_PROJECT_ID, name: 'Airlock demo', allowedOrigins: demoOrigins, developmentAncestors: options.developmentAncestors ?? false, sponsorship: [demoSponsorship(evm)], paymasterServices: options.paymasterServices ?? [] }],
        // The local chains' faucet pays the sandbox checkout: a development feature only.
        onrampSandbox: true,
        testFunds: true,
        ...(options.rateLimits && { rateLimits: options.rateLimits }),
        ...(options.indexerPollMs && { indexer: { pollIntervalMs: options.indexerPollMs } }),
        farcasterRelay: { authKey: farcasterRelayKey, clientUrl: farcasterClient.url, rpcUrl: farcasterChain.url },
        // Identities read ENS where a real API reads Ethereum mainnet's.
        ens: { rpcUrl: ensChain.url, universalResolver: ensChain.contracts.universalResolver },
        embedded: {
          // The IP origin too, for tests that need the frame on another site than a localhost page.
          frameOrigins: [frameUrl, frame.url],
          recoveryKey: process.env['AIRLOCK_RECOVERY_KEY'] || createRecoveryKey().privateKey,
          mail: { smtpUrl: mail.smtpUrl, from: 'Airlock <no-reply@airlock.localhost>' },
          // The six providers through the local identity provider; the frame's callback page
          // brings the answer back (SPEC §7 social redirect URI).
          social: localSocialProviders(idp.issuers, { ...LOCAL_SOCIAL_CLIENT, redirectUri: socialCallback }),
          farcaster: { rpcUrl: farcasterChain.url },
          ...(options.loginEmailIntervalSeconds && { loginEmailIntervalSeconds: options.loginEmailIntervalSeconds }),
        },
      }),
    )
    farcasterClientConfig = { relayUrl: api.url, rpcUrl: farcasterChain.url, authKey: farcasterRelayKey, fids: farcasterChain.fids }
    apiUrl = api.url
    Object.assign(demoConfig, {
      apiUrl: api.url,
      relayUrl: relay.url,
      frameUrl,
      evmRpcUrl: evm.url,
      evmSecondRpcUrl: evmSecond.url,
      solanaRpcUrl: solana.url,
      solanaWsUrl: solana.wsUrl,
      solanaCaipNetworkId: solana.caipNetworkId,
      // The demo's "Ethereum" (eip155:1) is the local ENS chain, so alice.eth resolves on loopback.
      ensRpcUrl: ensChain.url,
      ensUniversalResolver: ensChain.contracts.universalResolver,
      // The demo's "Pay 5 DUSD" pays the local dollar token to a dev account standing for a shop.
      payToken: evm.contracts.token.address,
      payRecipient: evm.accounts[7]!.address,
      // The demo's Tips go to a dev account standing for a creator.
      tipJar: evm.accounts[8]!.address,
    })
    // The demo wallet signs with a dev account no test or the API uses.
    walletDemoConfig = {
      relayUrl: relay.url,
      projectId: DEMO_PROJECT_ID,
      privateKey: evm.accounts[5]!.privateKey,
      chains: [
        { id: evm.chainId, name: 'Airlock Devnet', rpcUrl: evm.url },
        { id: evmSecond.chainId, name: 'Airlock Devnet Two', rpcUrl: evmSecond.url },
      ],
    }
    return {
      urls: {
        demo: demo.url,
        walletDemo: walletDemo.url,
        api: api.url,
        relay: relay.url,
        mail: mail.url,
        frame: frameUrl,
        bundler: bundler.url,
        idp: idp.url,
        farcasterClient: farcasterClient.url,
        evm: evm.url,
        evmSecond: evmSecond.url,
        farcasterChain: farcasterChain.url,
        ensChain: ensChain.url,
        solana: solana.url,
      },
      demoConfig,
      evm,
      evmSecond,
      solana,
      bundler,
      farcasterChain,
      ensChain,
      social: { issuers: idp.issuers, ...LOCAL_SOCIAL_CLIENT, redirectUris: socialRedirectUris },
      farcasterRelayKey,
      mail,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
