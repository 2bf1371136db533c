import { useEffect, useState } from 'react'

/**
 * The height a page of another origin shown in `iframe` says its content has, so the iframe
 * fits it: its `{ channel: 'airlock-frame', type: 'PAGE_HEIGHT', height }` message, taken only
 * from that iframe's window and from `origin`, kept between 160 and 640 px; `initial` until it
 * says. The embedded wallet's own pages (passkeys) report theirs.
 *
 * @example
 * const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
 * const height = useFrameHeight(iframe, new URL(url).origin, 340)
 * return <iframe ref={setIframe} src={url} style={{ height }} />
 */
export function useFrameHeight(iframe: HTMLIFrameElement | null, origin: string | undefined, initial: number): number {
  const [height, setHeight] = useState(initial)
  useEffect(() => {
    if (!iframe || !origin) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { channel?: unknown; type?: unknown; height?: unknown } | null
      if (event.source !== iframe.contentWindow || event.origin !== origin) return
      if (data?.channel !== 'airlock-frame' || data.type !== 'PAGE_HEIGHT' || typeof data.height !== 'number' || !Number.isFinite(data.height)) return
      setHeight(Math.min(640, Math.max(160, Math.ceil(data.height))))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [iframe, origin])
  return height
}
