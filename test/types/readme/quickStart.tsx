import { base, createAirlock, mainnet } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'

const airlock = createAirlock({
  projectId: 'my-app', // your project on the Airlock API: its allowed origins, its name in emails
  apiUrl: 'https://airlock-api.my.app', // the Airlock API you run (see below)
  metadata: { name: 'My app', url: 'https://my.app', icons: [] },
  networks: [mainnet, base],
  features: { activity: false }, // each feature on or off, or its own options
})

export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>
  )
}
