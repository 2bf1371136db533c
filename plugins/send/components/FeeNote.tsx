import type { FeeEstimate } from 'airlock/kit'
import { useAirlockInstance, useMessages } from 'airlock/react/kit'
import { feeText } from '../feeText.js'
import catalogs from '../messages?catalogs'

/** The estimated network fee of the send, under the form; none when a sponsor pays it. */
export function FeeNote({ fee, nativePrice }: { fee: FeeEstimate | undefined; nativePrice: number }) {
  const t = useMessages(catalogs)
  const { locale } = useAirlockInstance().i18n
  const text = feeText(fee, nativePrice, locale)
  return (
    <p className="airlock-send-note" data-testid="send-fee">
      {fee?.sponsored ? t('send.fee.sponsored') : text ? <span>{t.rich('send.fee.note', { fee: text })}</span> : t('send.fee.noteUnknown')}
    </p>
  )
}
