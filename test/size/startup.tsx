// What a host ships at start-up: createAirlock with every feature on, and a ConnectButton.
// scripts/build-size-fixture.mjs bundles this the way a host's production build would, with
// rollup and with Vite (scripts/size/).
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { createRoot } from 'react-dom/client'
import { everyFeature } from './everyFeature.js'

const airlock = createAirlock(everyFeature)

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <ConnectButton />
  </AirlockProvider>,
)
