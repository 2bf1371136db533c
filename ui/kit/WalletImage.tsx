import { useEffect, useState } from 'react'

/** How long an image may take before the monogram stays (SPEC §9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** Props of `WalletImage`. */
export interface WalletImageProps {
  name: string
  src?: string | undefined
  /** Default: 40. */
  size?: number
}

/**
 * A wallet's logo, with a monogram shown until the image arrives; an image slower than
 * 2 s or broken leaves the monogram in place. Decorative: the row names the wallet.
 */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  // The outcome is kept with the src it belongs to: a cached image can load before any
  // effect runs, so nothing may reset it afterwards.
  const [outcome, setOutcome] = useState<{ src: string; state: 'loaded' | 'failed' }>()
  const state = src && outcome?.src === src ? outcome.state : 'loading'
  useEffect(() => {
    if (!src) return
    const timer = setTimeout(() => setOutcome((current) => (current?.src === src ? current : { src, state: 'failed' })), IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src])
  const showImage = src && state !== 'failed'
  return (
    <span className="airlock-wallet-image" style={{ width: size, height: size }} aria-hidden="true">
      {/* Drawn by CSS from the attribute: a letter that is no text, so it joins no label. */}
      {state !== 'loaded' && <span className="airlock-monogram" data-letter={name.trim().charAt(0).toUpperCase()} />}
      {showImage && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          style={state === 'loaded' ? undefined : { position: 'absolute', opacity: 0 }}
          onLoad={() => setOutcome((current) => (current?.src === src ? current : { src, state: 'loaded' }))}
          onError={() => setOutcome({ src, state: 'failed' })}
        />
      )}
    </span>
  )
}
