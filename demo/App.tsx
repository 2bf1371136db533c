import { ConnectButton, NetworkButton, useAccount, useAirlockEvents, useAirlockState, useNetwork } from 'airlock/react'
import './demo.css'
import { readDemoConfig } from './demoConfig.js'
import { PayDemo } from './PayDemo.js'
import { SignedIn } from './SignedIn.js'
import { SignMessage } from './SignMessage.js'
import { TestFunds } from './TestFunds.js'
import { TipsDemo } from './TipsDemo.js'

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="row">
      <dt>{label}</dt>
      <dd data-testid={label.toLowerCase().replace(/\s+/g, '-')}>{value ?? '—'}</dd>
    </div>
  )
}

const demo = readDemoConfig()

/** The demo host app: a header with the buttons, a panel showing the connection, and test funds on the local chains. */
export function App() {
  const account = useAccount()
  const { network } = useNetwork()
  const state = useAirlockState()
  const latest = useAirlockEvents()
  return (
    <>
      <header>
        <h1>Airlock demo</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <section aria-labelledby="connection-title" className="panel">
          <h2 id="connection-title">Connection</h2>
          <dl>
            <Row label="Status" value={account.status} />
            <Row label="Address" value={account.address} />
            <Row label="Balance" value={account.balance && `${account.balance} ${account.balanceSymbol ?? ''}`} />
            <Row label="Network" value={`${network.name} (${network.caipNetworkId})`} />
            <Row label="Modal" value={state.open ? `open on ${state.view}` : 'closed'} />
            <Row label="Last event" value={latest?.type} />
          </dl>
          {new URLSearchParams(location.search).has('siwx') && <SignedIn />}
        </section>
        <SignMessage />
        <TestFunds apiUrl={demo.apiUrl} projectId={demo.projectId} />
        <PayDemo token={demo.payToken} recipient={demo.payRecipient} />
        <TipsDemo jar={demo.tipJar} apiUrl={demo.apiUrl} projectId={demo.projectId} />
      </main>
    </>
  )
}
