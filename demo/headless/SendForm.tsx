import { useSend } from 'airlock/react'
import { useEffect } from 'react'
import { HostForm } from './HostForm.js'

/** The host's own send form: the network's coin, a receiver and an amount, then the send followed until mined. */
export function SendForm() {
  const send = useSend()
  const native = send.tokenBalances.find((token) => !token.address)
  // The balances useSend read for the account: the network's coin is what this form sends.
  useEffect(() => {
    if (native && !send.token) send.selectToken(native)
  }, [native, send.token])
  const sent = send.lastSent
  return (
    <HostForm
      label="Send"
      // preview() checks the form and estimates the fee; send() asks the wallet, then follows the send until mined.
      onSubmit={() => send.preview() && void send.send()}
      error={send.error}
      errorTestId="send-error"
    >
      <label>
        To <input value={send.receiverInput} onChange={(event) => send.setReceiver(event.target.value)} />
      </label>
      <label>
        Amount <input inputMode="decimal" value={send.sendTokenAmount} onChange={(event) => send.setAmount(event.target.value)} />
      </label>
      <button type="submit" disabled={!send.token}>Send {send.token?.symbol}</button>
      {sent && <p className="signature" data-testid="sent" data-status={sent.status}>{sent.hash}</p>}
    </HostForm>
  )
}
