/** Props of `Avatar`. */
export interface AvatarProps {
  address: string
  image?: string | undefined
  /** Default: 64. */
  size?: number
}

// Two hues read from the address, so an account keeps its colours everywhere it appears.
function gradientOf(address: string) {
  const hex = address.replace(/^0x/, '').toLowerCase()
  const hue = (start: number) => (parseInt(hex.slice(start, start + 6) || '0', 16) || start * 97) % 360
  return `linear-gradient(135deg, hsl(${hue(0)} 70% 55%), hsl(${hue(6)} 70% 45%))`
}

/** An account's avatar: its identity image, or a gradient drawn from its address. Decorative. */
export function Avatar({ address, image, size = 64 }: AvatarProps) {
  if (image) return <img className="airlock-avatar" src={image} alt="" width={size} height={size} />
  return <span className="airlock-avatar" aria-hidden="true" style={{ width: size, height: size, background: gradientOf(address) }} />
}
