// startup.tsx with one more feature, written as a third party writes one (its data manifest
// from test/fixtures/greeterPlugin): what a plugin adds to start-up.
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { createRoot } from 'react-dom/client'
import { greeterManifest } from '../fixtures/greeterPlugin/manifest.js'
import { everyFeature } from './everyFeature.js'

const airlock = createAirlock({ ...everyFeature, plugins: [greeterManifest] })

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <ConnectButton />
  </AirlockProvider>,
)
