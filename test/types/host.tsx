// Type-checked against the built declarations (dist/), as a host app's compiler sees them:
// the public API, and the built-in features' views and events known without importing them.
import { createAirlock, mainnet, type ViewName } from 'airlock'
import { AirlockProvider, ConnectButton, useAirlock } from 'airlock/react'

const airlock = createAirlock({ projectId: 'host', networks: [mainnet], features: { socials: false } })
airlock.open({ view: 'Send' })
airlock.open({ view: 'Receive' })
airlock.open({ view: 'AccountActivity' })
airlock.bus.on('send:completed', (payload) => payload)
// @ts-expect-error: not a view
airlock.open({ view: 'NoSuchView' })
const views: ViewName[] = ['Connect', 'Account', 'Send']

export function Host() {
  const { open } = useAirlock()
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton label="Sign in" />
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        {views.length}
      </button>
    </AirlockProvider>
  )
}
