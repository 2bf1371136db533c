import type { ViewRegistry } from 'airlock/kit'
import type { ViewProps } from 'airlock/react'
import { Spinner, useAirlockInstance, useFrameHeight, useMessages, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import catalogs from '../messages?catalogs'

/**
 * A step-up or an unlock a request of the embedded wallet waits on (the second factor is on,
 * or this device's key share is sealed with a passkey): the frame's own passkey page, on the
 * wallet's origin, where the person confirms with a passkey or an authenticator-app code. The
 * request goes on once the frame has it; leaving this view declines it.
 */
export default function PasskeyCheck({ data }: ViewProps<ViewRegistry['PasskeyCheck']>) {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const [page, setPage] = useState<{ url: string; unlock: boolean } | null>()
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const height = useFrameHeight(iframe, page ? new URL(page.url).origin : undefined, 260)
  useEffect(() => {
    let live = true
    let cancel = () => {}
    void airlock
      .connection()
      .then((connection) => connection.connector('embedded'))
      .then((embedded) => {
        const check = embedded.passkeyCheck(data.checkId)
        if (!live) return
        if (!check) return setPage(null)
        cancel = () => embedded.cancelPasskeyCheck(data.checkId)
        setPage({ url: embedded.pageUrl('passkey', check), unlock: check.mode === 'unlock' })
      })
    return () => {
      live = false
      cancel()
    }
  }, [airlock, data.checkId])
  useViewTitle(page?.unlock ? t('embedded.passkey.unlockTitle') : t('embedded.passkey.title'))
  if (page === null) return <p className="airlock-muted">{t('embedded.approval.gone')}</p>
  if (!page) return <Spinner />
  return (
    <iframe
      ref={setIframe}
      src={page.url}
      title={page.unlock ? t('embedded.passkey.unlockFrame') : t('embedded.passkey.frame')}
      allow="publickey-credentials-get; publickey-credentials-create"
      style={{ width: '100%', height, border: 0, borderRadius: 16 }}
    />
  )
}
