import { useState } from 'react'
import { PayError } from 'airlock'
import { usePay } from 'airlock/react'

/** "Pay 5 DUSD": the host asks for a payment with `usePay()` and shows how it ended. */
export function PayDemo({ token, recipient }: { token: string | undefined; recipient: string | undefined }) {
  const { pay } = usePay()
  const [status, setStatus] = useState('')
  if (!token || !recipient) return null
  const run = async () => {
    setStatus('Waiting for the payment…')
    try {
      const { hash } = await pay({ recipient, amount: '5', asset: token, network: 'eip155:31337' })
      setStatus(`Paid: ${hash}`)
    } catch (error) {
      setStatus(error instanceof PayError ? `Not paid (${error.code})` : 'Not paid')
    }
  }
  return (
    <section aria-labelledby="pay-title" className="panel">
      <h2 id="pay-title">Pay</h2>
      <p>A host asks for 5 DUSD on Airlock Devnet; if the wallet holds less, it can buy the difference.</p>
      <button type="button" onClick={() => void run()}>Pay 5 DUSD</button>
      {status && <p role="status" data-testid="pay-status">{status}</p>}
    </section>
  )
}
