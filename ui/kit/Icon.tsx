import { useContext } from 'react'
import { AirlockReactContext } from './AirlockReactContext.js'
import { type IconName, icons } from './icons.js'

/** Props of `Icon`. */
export interface IconProps {
  /**
   * A built-in icon name, an image URL / data URI, or the id of an image the Airlock API
   * serves (`/public/getAssetImage/{id}`: a sign-in provider's logo such as `github`).
   */
  name: string
  /** Default: 20. */
  size?: number
}

// Icons that point along the line of text: mirrored when the modal reads right to left.
const directional: readonly string[] = ['back', 'chevron']

/** A decorative icon (hidden from assistive technology; the control around it carries the label). */
export function Icon({ name, size = 20 }: IconProps) {
  // Read without throwing: an icon may show outside a provider, and then has no API to ask.
  const api = useContext(AirlockReactContext)?.api
  const paths = (icons as Record<string, string>)[name]
  if (!paths) {
    const src = /^(https?:|data:|\/)/.test(name) ? name : api?.configured ? api.url(`/public/getAssetImage/${encodeURIComponent(name)}`) : undefined
    return src ? <img src={src} alt="" width={size} height={size} /> : null
  }
  return (
    <svg
      aria-hidden="true"
      className={directional.includes(name) ? 'airlock-icon-directional' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.split('|').map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

export type { IconName }
