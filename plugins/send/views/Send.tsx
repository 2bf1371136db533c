import { useEffect, useId } from 'react'
import { useAirlockInstance, useViewTitle } from 'airlock/react/kit'
import { AmountField } from '../components/AmountField.js'
import { FeeNote } from '../components/FeeNote.js'
import { FieldError } from '../components/FieldError.js'
import { ReceiverField } from '../components/ReceiverField.js'
import { SendStyles } from '../components/SendStyles.js'
import { TokenField } from '../components/TokenField.js'
import { useSendController } from '../useSendController.js'

/** The Send view: token, amount (with Max and its USD value), receiver, fee, then Preview. */
export default function Send() {
  useViewTitle('Send')
  const airlock = useAirlockInstance()
  const { controller, state } = useSendController()
  const id = useId()
  const nativePrice = state.tokenBalances.find((token) => !token.address)?.price ?? 0
  const account = airlock.chain.state.accounts[airlock.chain.state.activeNamespace]?.caipAddress
  const pending = state.sent.filter((item) => item.account === account && item.status === 'pending').length

  useEffect(() => {
    // The list is read once per form; the token list reads it again when opened.
    if (!controller.state.tokenBalances.length) void controller.loadBalances()
  }, [controller])

  return (
    <form
      className="airlock-stack"
      aria-label="Send"
      aria-describedby={state.error?.field === 'form' ? `${id}-error` : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        controller.preview()
      }}
    >
      <SendStyles />
      {pending > 0 && (
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.push('SendStatus')}>
          {pending === 1 ? 'A send is' : `${pending} sends are`} waiting for the network
        </button>
      )}
      <TokenField state={state} onPick={() => airlock.router.push('SendSelectToken')} />
      <AmountField state={state} controller={controller} />
      <ReceiverField state={state} controller={controller} />
      <FeeNote fee={state.networkFee} nativePrice={nativePrice} />
      <FieldError id={`${id}-error`} field="form" error={state.error} />
      <button type="submit" className="airlock-primary">
        Preview
      </button>
    </form>
  )
}
