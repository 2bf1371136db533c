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
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  useEffect(() => {
    setState('loading')
    if (!src) return
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), IMAGE_PRELOAD_TIMEOUT_MS)
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
          onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
          onError={() => setState('failed')}
        />
      )}
    </span>
  )
}
