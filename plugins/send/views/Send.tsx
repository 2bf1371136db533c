import { useEffect, useId } from 'react'
import { useAirlockInstance, useDebouncedValue, useMessages, useViewTitle } from 'airlock/react/kit'
import { AmountField } from '../components/AmountField.js'
import { FeeNote } from '../components/FeeNote.js'
import { FieldError } from '../components/FieldError.js'
import { ReceiverField } from '../components/ReceiverField.js'
import { SendStyles } from '../components/SendStyles.js'
import { TokenField } from '../components/TokenField.js'
import catalogs from '../messages?catalogs'
import { useSendController } from '../useSendController.js'

/** How long typing must pause before the amount is checked. */
const AMOUNT_CHECK_DELAY_MS = 400

/**
 * The Send view: token, amount (with Max and its USD value), receiver, fee, then Preview.
 * The amount is checked as it is typed; Preview looks disabled until the form is valid (a
 * press still says what is missing), and the only token there is to send is chosen for it.
 */
export default function Send() {
  const t = useMessages(catalogs)
  useViewTitle(t('send.title'))
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

  const only = state.tokenBalances.length === 1 ? state.tokenBalances[0] : undefined
  useEffect(() => {
    if (only && !controller.state.token) controller.selectToken(controller.state.tokenBalances[0]!)
  }, [controller, only])

  const typedAmount = useDebouncedValue(state.sendTokenAmount, AMOUNT_CHECK_DELAY_MS)
  useEffect(() => {
    if (typedAmount === controller.state.sendTokenAmount) controller.checkAmount()
  }, [controller, typedAmount, state.token, state.networkFee])
  const ready = controller.ready()

  return (
    <form
      className="airlock-stack"
      aria-label={t('send.title')}
      aria-describedby={state.error?.field === 'form' ? `${id}-error` : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        controller.preview()
      }}
    >
      <SendStyles />
      {pending > 0 && (
        <button type="button" className="airlock-secondary" onClick={() => airlock.router.push('SendStatus', undefined)}>
          {t('send.pending', { count: pending })}
        </button>
      )}
      <TokenField state={state} onPick={() => airlock.router.push('SendSelectToken')} />
      <AmountField state={state} controller={controller} />
      <ReceiverField state={state} controller={controller} />
      <FeeNote fee={state.networkFee} nativePrice={nativePrice} />
      <FieldError id={`${id}-error`} field="form" error={state.error} />
      <button type="submit" className="airlock-primary" aria-disabled={!ready || undefined}>
        {t('send.preview')}
      </button>
    </form>
  )
}
