// The headless example that `npm start` serves at /headless/: a host app that draws its own UI
// over Airlock's headless hooks (README, "Headless"): its own wallet list, account line, email
// form and social buttons (with the wallet frame), WalletConnect pairing code (with the relay),
// sign-in prompt, send, swap, name and buy forms; no Airlock button, no modal (`headless: true`).
// It reads the local stack's URLs as the demo does; a host passes its own.
import { airlockDevnet, createAirlock, defineEvmNetwork } from 'airlock'
import { AirlockProvider, useAccount } from 'airlock/react'
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '../demo.css'
import { readDemoConfig } from '../demoConfig.js'
import { BuyForm } from './BuyForm.js'
import { EmailForm } from './EmailForm.js'
import { NameForm } from './NameForm.js'
import { PairingCode } from './PairingCode.js'
import { SendForm } from './SendForm.js'
import { SignIn } from './SignIn.js'
import { SocialButtons } from './SocialButtons.js'
import { SwapForm } from './SwapForm.js'
import { WalletList } from './WalletList.js'

const demo = readDemoConfig()
document.documentElement.dataset['theme'] = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
const airlock = createAirlock({
  projectId: demo.projectId,
  ...(demo.apiUrl && { apiUrl: demo.apiUrl }),
  headless: true,
  ...(demo.frameUrl && { frameUrl: demo.frameUrl }),
  ...(demo.relayUrl && { relayUrl: demo.relayUrl }),
  // Sign-in with a signed message, verified and kept by the API; GitHub into the embedded wallet.
  features: { siwx: { handler: 'api' }, ...(demo.frameUrl && { socials: ['github' as const] }) },
  metadata: { name: 'Airlock headless example', description: 'A host app with its own UI', url: location.origin, icons: [] },
  networks: [demo.evmRpcUrl ? defineEvmNetwork({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: demo.evmRpcUrl, testnet: true }) : airlockDevnet],
})

function AccountLine() {
  const { address, isConnected } = useAccount()
  return (
    <section aria-labelledby="account-title" className="panel">
      <h2 id="account-title">Account</h2>
      <p className="signature" data-testid="account">{isConnected ? address : 'signed out'}</p>
    </section>
  )
}

/** What needs a connected account: sign-in, send, swap, a name and Buy, each loading its feature on first use. */
function ForTheAccount() {
  const { isConnected } = useAccount()
  if (!isConnected) return null
  return (
    <>
      <Suspense fallback={<p>Loading sign-in…</p>}>
        <SignIn />
      </Suspense>
      <Suspense fallback={<p>Loading the send form…</p>}>
        <SendForm />
      </Suspense>
      <Suspense fallback={<p>Loading swaps…</p>}>
        <SwapForm />
      </Suspense>
      <Suspense fallback={<p>Loading names…</p>}>
        <NameForm />
      </Suspense>
      <Suspense fallback={<p>Loading Buy…</p>}>
        <BuyForm />
      </Suspense>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <AirlockProvider airlock={airlock}>
    <header>
      <h1>Headless host</h1>
      <nav aria-label="Examples">
        <a href="/">The demo with Airlock's modal</a>
      </nav>
    </header>
    <main>
      <AccountLine />
      {demo.frameUrl && (
        <section aria-label="Sign in" className="panel">
          <Suspense fallback={<p>Loading email sign-in…</p>}>
            <EmailForm />
            <SocialButtons />
          </Suspense>
        </section>
      )}
      <Suspense fallback={<p>Loading wallets…</p>}>
        <WalletList />
        {demo.relayUrl && (
          <section aria-label="Pair a phone wallet" className="panel">
            <PairingCode />
          </section>
        )}
      </Suspense>
      <ForTheAccount />
    </main>
  </AirlockProvider>,
)
