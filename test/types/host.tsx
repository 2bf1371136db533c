// Type-checked against the built declarations (dist/), as a host app's compiler sees them:
// the public API, and the built-in features' views and events known without importing them.
import { createAirlock, definePlugin, type FeatureConfig, mainnet, type ViewName } from 'airlock'
import { AirlockProvider, ConnectButton, useAirlock, useProvider } from 'airlock/react'
import { Spinner, usePluginApi, useViewTitle } from 'airlock/react/kit'

// A host's own plugin, with typed options and an api, as the README describes.
declare module 'airlock' {
  interface FeatureRegistry {
    hello: FeatureConfig<{ to?: string }, { to: string }>
  }
  interface PluginApis {
    hello: { say(): string }
  }
}
const hello = definePlugin({ name: 'hello', setup: (context) => ({ api: { say: () => `hello ${(context.config.features.hello as { to: string }).to}` } }) })
createAirlock({ projectId: 'host', plugins: [hello], features: { hello: { to: 'you' } } })
// @ts-expect-error: not an option of hello
createAirlock({ projectId: 'host', plugins: [hello], features: { hello: { from: 'me' } } })

const airlock = createAirlock({ projectId: 'host', networks: [mainnet], features: { socials: false } })
airlock.open({ view: 'Send' })
airlock.open({ view: 'Receive' })
airlock.open({ view: 'AccountActivity' })
airlock.bus.on('send:completed', (payload) => payload)
// The swaps feature's option, views and event are typed from its manifest.
createAirlock({ projectId: 'host', features: { swaps: { slippage: 1 } } })
// @ts-expect-error: slippage is a number of percent
createAirlock({ projectId: 'host', features: { swaps: { slippage: '1%' } } })
airlock.open({ view: 'SwapSelectToken', data: { side: 'to' } })
airlock.bus.on('swaps:completed', (payload) => payload.toAmount)
// The built-in connector's keys and views are typed from its manifest.
createAirlock({ projectId: 'host', relayUrl: 'wss://relay.example', manualWalletConnect: true, connectors: ['walletconnect'] })
airlock.open({ view: 'ConnectingWalletConnectBasic' })
void airlock.connection().then((connection) => connection.connectWith('walletconnect', (walletConnect) => walletConnect.pair(() => {})))
// @ts-expect-error: features that do not exist are refused
createAirlock({ projectId: 'host', features: { nope: true } })
// @ts-expect-error: not a view
airlock.open({ view: 'NoSuchView' })
const views: ViewName[] = ['Connect', 'Account', 'Send']
// The connected wallet for the host's own libraries, typed per namespace by the adapters' manifests.
void airlock.getProvider('eip155')?.request({ method: 'eth_accounts' })
void airlock.getProvider('solana')?.features['solana:signMessage']
// @ts-expect-error: no adapter gives a provider for bip122
airlock.getProvider('bip122')

function HelloView() {
  useViewTitle('Hello')
  return <Spinner label={usePluginApi('hello').say()} />
}

export function Host() {
  const { open } = useAirlock()
  const provider = useProvider('eip155')
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton label="Sign in" />
      <HelloView />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        {views.length} {provider ? 'connected' : ''}
      </button>
    </AirlockProvider>
  )
}
