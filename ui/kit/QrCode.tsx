import { useMemo } from 'react'
import { encode } from 'uqr'

/** Props of `QrCode`. */
export interface QrCodeProps {
  value: string
  /** The accessible name: what the code is for. */
  label: string
  /** Rendered width and height in px. Default: 232. */
  size?: number
}

/**
 * `value` as a QR code: one SVG path of dark modules on a white square with a quiet zone,
 * dark on light in both themes since that is what cameras read. Exposed as an image named
 * by `label`; the data itself is for the camera, so a view should offer it as text too.
 * Shared by the modal's views and plugins (uqr loads with the first view that uses it).
 */
export function QrCode({ value, label, size = 232 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: 3 })
    let d = ''
    data.forEach((row, y) => {
      // Runs of dark modules in a row become one rectangle, which keeps the path short.
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue
        const start = x
        while (row[x + 1]) x++
        d += `M${start} ${y}h${x - start + 1}v1H${start}z`
      }
    })
    return { path: d, modules: count }
  }, [value])
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
