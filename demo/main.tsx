import { airlockDevnet, airlockSolanaDevnet, base, type CaipNetworkId, createAirlock, defineEvmNetwork, mainnet, type Network, parseCaipNetworkId, sepolia, type SocialOption, solana, solanaDevnet } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { readDemoConfig } from './demoConfig.js'

const demo = readDemoConfig()
const devnet = demo.evmRpcUrl
  ? defineEvmNetwork({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: demo.evmRpcUrl, testnet: true })
  : airlockDevnet
// The local stack's second chain, so switching networks works against real nodes.
const devnetTwo = defineEvmNetwork({
  id: 31338,
  name: 'Airlock Devnet Two',
  network: 'airlock-devnet-two',
  rpc: demo.evmSecondRpcUrl ?? 'http://127.0.0.1:8546',
  testnet: true,
})
// The local stack's Solana chain, on the URLs the stack chose.
const solanaLocal: Network = demo.solanaRpcUrl
  ? {
      ...airlockSolanaDevnet,
      ...(demo.solanaCaipNetworkId && { id: parseCaipNetworkId(demo.solanaCaipNetworkId).chainId, caipNetworkId: demo.solanaCaipNetworkId as CaipNetworkId }),
      rpcUrls: { default: { http: [demo.solanaRpcUrl], webSocket: [demo.solanaWsUrl ?? demo.solanaRpcUrl.replace(/^http/, 'ws')] } },
    }
  : airlockSolanaDevnet

// The demo's Ethereum (eip155:1) is the stack's local chain with chain id 1 holding ENS, so
// alice.eth resolves in Send and an account's primary name shows in Account, on loopback.
const ethereum: Network = demo.ensRpcUrl
  ? {
      ...mainnet,
      rpcUrls: { default: { http: [demo.ensRpcUrl] } },
      ...(demo.ensUniversalResolver && { contracts: { ensUniversalResolver: { address: demo.ensUniversalResolver as `0x${string}` } } }),
    }
  : mainnet

// ?theme=dark darkens the page and the modal.
const themeMode = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
document.documentElement.dataset['theme'] = themeMode

// ?siwx=required (or ?siwx=on) turns sign-in on, verified by the API when there is one.
const siwx = new URLSearchParams(location.search).get('siwx')
// ?networks=evm offers the EVM networks only (WalletConnect one-click sign-in needs no other).
const evmOnly = new URLSearchParams(location.search).get('networks') === 'evm'
// ?buy=connect adds "Buy crypto" to the Connect view.
const buyOnConnect = new URLSearchParams(location.search).get('buy') === 'connect'
// ?socials=on offers every social login and Farcaster; ?socials=github,farcaster those, in that order.
const socials = new URLSearchParams(location.search).get('socials')
// ?locale=ja (any tag) sets the modal's language; without it the browser's languages decide.
const locale = new URLSearchParams(location.search).get('locale')
// ?stepUpUsd=100: with the second factor on, sends and swaps above $100 ask for it too.
const stepUpUsd = new URLSearchParams(location.search).get('stepUpUsd')

const airlock = createAirlock({
  projectId: demo.projectId,
  themeMode,
  ...(locale && { locale }),
  metadata: { name: 'Airlock demo', description: 'The Airlock demo host app', url: location.origin, icons: [] },
  networks: evmOnly ? [devnet, devnetTwo, ethereum, sepolia, base] : [devnet, devnetTwo, solanaLocal, ethereum, sepolia, base, solana, solanaDevnet],
  defaultNetwork: devnet.caipNetworkId,
  ...(demo.apiUrl && { apiUrl: demo.apiUrl }),
  ...(demo.relayUrl && { relayUrl: demo.relayUrl }),
  ...(demo.frameUrl && { frameUrl: demo.frameUrl }),
  ...(demo.styleNonce && { nonce: demo.styleNonce }),
  features: {
    ...(siwx && { siwx: { handler: demo.apiUrl ? 'api' : 'browser', required: siwx === 'required' } }),
    ...(buyOnConnect && { onramp: { connectMethod: true } }),
    ...(socials && { socials: socials === 'on' ? true : (socials.split(',') as SocialOption[]) }),
    ...(stepUpUsd && Number(stepUpUsd) >= 0 && { passkeys: { stepUpUsd: Number(stepUpUsd) } }),
  },
})

// Exposed for the browser tests and for poking at from the console.
Object.assign(window, { airlock })

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <App />
  </AirlockProvider>,
)
