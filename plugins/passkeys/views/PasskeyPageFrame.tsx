import { Spinner, useFrameHeight, usePluginApi } from 'airlock/react/kit'
import { useEffect, useState } from 'react'

/**
 * The frame's passkey page for one ceremony, in the modal: the passkeys belong to the wallet's
 * origin, so the ceremony (and the PRF output, the step-up token, the TOTP secret) stays
 * there. It loads once the hidden frame is ready beside it, which carries the outcome to the
 * app, and takes the height the page reports.
 */
export function PasskeyPageFrame({ mode, title }: { mode: 'signin' | 'add' | 'totp'; title: string }) {
  const passkeys = usePluginApi('passkeys')
  const [url, setUrl] = useState<string>()
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const height = useFrameHeight(iframe, url && new URL(url).origin, 320)
  useEffect(() => {
    let live = true
    void passkeys.embedded().then(async (embedded) => {
      await embedded.whenReady()
      if (live) setUrl(embedded.pageUrl('passkey', { mode }))
    })
    return () => {
      live = false
    }
  }, [passkeys, mode])
  if (!url) return <Spinner />
  return <iframe ref={setIframe} src={url} title={title} allow="publickey-credentials-get; publickey-credentials-create" style={{ width: '100%', height, border: 0, borderRadius: 16 }} />
}
