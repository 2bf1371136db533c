import { useEffect, useState } from 'react'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { useFrameHeight } from '../kit/useFrameHeight.js'

/** Props of `WalletPasskeyCheck`. */
export interface WalletPasskeyCheckProps {
  /** The check to show: `usePasskeyCheck().pending[n].id`. */
  checkId: string
  className?: string
}

/**
 * The embedded wallet's own passkey page for one check, for a host's own dialog: on the
 * wallet's origin (the host page can neither read nor script it), the person confirms with a
 * passkey or an authenticator-app code, or unlocks this device's key share. The request that
 * waited goes on once the frame has it. It grows to its content; pair it with the host's own
 * Cancel (`usePasskeyCheck().cancel`). Renders nothing once the check is over.
 *
 * @example
 * <WalletPasskeyCheck checkId={check.id} />
 */
export function WalletPasskeyCheck({ checkId, className }: WalletPasskeyCheckProps) {
  const airlock = useAirlockInstance()
  const [page, setPage] = useState<{ url: string; title: string }>()
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const height = useFrameHeight(iframe, page && new URL(page.url).origin, 260)
  useEffect(() => {
    let live = true
    void airlock
      .connection()
      .then((connection) => connection.connector('embedded'))
      .then((embedded) => embedded.passkeyPage(checkId))
      .then(
        (found) => live && setPage(found),
        (error: unknown) => airlock.logger.error('The wallet’s passkey page could not be shown', error),
      )
    return () => {
      live = false
    }
  }, [airlock, checkId])
  if (!page) return null
  return (
    <iframe
      ref={setIframe}
      src={page.url}
      title={page.title}
      className={className}
      data-airlock-passkey-check={checkId}
      allow="publickey-credentials-get; publickey-credentials-create"
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  )
}
