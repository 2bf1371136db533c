import type { Balance } from 'airlock'
import { feeText } from '../feeText.js'

/** The estimated network fee of the send, under the form. */
export function FeeNote({ fee, nativePrice }: { fee: Balance | undefined; nativePrice: number }) {
  return (
    <p className="airlock-send-note" data-testid="send-fee">
      Network fee: {feeText(fee, nativePrice) ?? 'not estimated yet'}
    </p>
  )
}
