import { useMemo } from 'react'
import { encode } from 'uqr'

/** Props of `QrCode`. */
export interface QrCodeProps {
  value: string
  /** The text alternative: what a person who cannot scan needs to know. */
  label: string
  /** Rendered width and height in px. Default: 200. */
  size?: number
}

/**
 * `value` as a QR code: one SVG path of dark modules on a light square, light in both themes
 * because scanners expect dark on light. An image to assistive technology, named by `label`.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    // Medium error correction survives a smudged or glaring screen; the border is the quiet zone.
    const { data } = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')))
    return { path: d, modules: data.length }
  }, [value])
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" className="airlock-qr">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
