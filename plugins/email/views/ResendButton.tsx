import { useMessages, useTimeLeft } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'

/** Asks for another email, counting down SPEC §9's 30 s first. */
export function ResendButton({ resendAt, label, busy, onResend }: { resendAt: number | undefined; label: string; busy: boolean; onResend: () => void }) {
  const t = useMessages(catalogs)
  const seconds = useTimeLeft(resendAt)
  return (
    <button type="button" className="airlock-secondary" disabled={busy || seconds > 0} onClick={onResend}>
      {seconds > 0 ? t('email.resend.wait', { label, seconds }) : label}
    </button>
  )
}
