import { Spinner, useAirlockInstance, useAnnouncement, useFrameHeight, useMessages, usePluginApi, useViewTitle } from 'airlock/react/kit'
import { useEffect, useState } from 'react'
import catalogs from '../messages?catalogs'

/**
 * The frame's recovery page (set or enter the recovery password), visible in the modal; the
 * password never touches this page. The page names no view of its own (the header does); once
 * the password is set, the header says so and Done goes back.
 */
export default function EmailRecovery() {
  const t = useMessages(catalogs)
  const airlock = useAirlockInstance()
  const email = usePluginApi('email')
  const [url, setUrl] = useState<string>()
  const [done, setDone] = useState(false)
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const height = useFrameHeight(iframe, url && new URL(url).origin, 420)
  useViewTitle(done ? t('email.recovery.doneTitle') : t('email.recovery.title'))
  useAnnouncement(done && t('email.recovery.doneTitle'))
  useEffect(() => {
    let stop = () => {}
    let live = true
    void email.embedded().then((embedded) => {
      if (!live) return
      setUrl(embedded.pageUrl('recovery'))
      // The page tells the wallet the password changed, which tells this page.
      stop = embedded.onSecurityUpdate((update) => update.kind === 'changed' && setDone(true))
    })
    return () => {
      live = false
      stop()
    }
  }, [email])
  if (!url) return <Spinner />
  return (
    <div className="airlock-stack">
      <iframe ref={setIframe} src={url} title={t('email.recovery.frame')} allow="publickey-credentials-get" style={{ width: '100%', height, border: 0, borderRadius: 16 }} />
      {done && (
        <button type="button" className="airlock-primary" onClick={() => airlock.router.goBack()}>
          {t('email.done')}
        </button>
      )}
    </div>
  )
}
