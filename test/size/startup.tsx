// What a host ships at start-up: createAirlock with every feature on, and a ConnectButton.
// scripts/build-size-fixture.mjs bundles this the way a host's production build would.
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { createRoot } from 'react-dom/client'

const airlock = createAirlock({
  projectId: 'size-fixture',
  features: {
    email: true,
    socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    swaps: true,
    send: true,
    receive: true,
    onramp: true,
    activity: true,
    pay: true,
    siwx: true,
    names: true,
  },
})

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <ConnectButton />
  </AirlockProvider>,
)
