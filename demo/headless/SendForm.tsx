import { useSend } from 'airlock/react'
import { useEffect } from 'react'

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
    <form
      aria-label="Send"
      className="panel"
      onSubmit={(event) => {
        event.preventDefault()
        // preview() checks the form and estimates the fee; send() asks the wallet, then follows the send until mined.
        if (send.preview()) void send.send()
      }}
    >
      <h2>Send</h2>
      <label>
        To <input value={send.receiverInput} onChange={(event) => send.setReceiver(event.target.value)} />
      </label>
      <label>
        Amount <input inputMode="decimal" value={send.sendTokenAmount} onChange={(event) => send.setAmount(event.target.value)} />
      </label>
      <button type="submit" disabled={!send.token}>Send {send.token?.symbol}</button>
      {send.error && <p role="alert" className="error" data-testid="send-error">{send.error.code}: {send.error.message}</p>}
      {sent && <p className="signature" data-testid="sent" data-status={sent.status}>{sent.hash}</p>}
    </form>
  )
}
