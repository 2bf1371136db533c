'use client'
// A host's client component: createAirlock at module level, every feature on, and the button.
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { everyFeature } from '../../everyFeature'

const airlock = createAirlock(everyFeature)

export function ConnectWallet() {
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>
  )
}
