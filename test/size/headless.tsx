// A headless host (issue 34's fixture reduced to what Airlock adds): every feature on, no
// Airlock view, and the hooks its own UI would be built on (its wallet list, email field,
// send and swap forms, sign-in and name search), with as little markup of its own as
// startup.tsx has. scripts/size/checkHostBudgets.mjs holds its start-up to be no larger than
// the modal host's (startup.tsx).
import { createAirlock } from 'airlock'
import { AirlockProvider, useAccount, useEmailLogin, useNames, useSend, useSiwx, useSwap, useWallets } from 'airlock/react'
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { everyFeature } from './everyFeature.js'

const airlock = createAirlock({ ...everyFeature, headless: true })

// The host's own UI, reduced to the hooks it is drawn from.
function HostUi() {
  const { address } = useAccount()
  for (const flow of [useWallets(), useEmailLogin(), useSend(), useSwap(), useSiwx(), useNames()]) if (flow.error) return flow.error.message
  return address
}

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <Suspense fallback={null}>
      <HostUi />
    </Suspense>
  </AirlockProvider>,
)
