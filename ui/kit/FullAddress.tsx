import type { HTMLAttributes } from 'react'
import { displayAddress } from '../../services/format/displayAddress.js'

/** Props of `FullAddress`. */
export interface FullAddressProps extends HTMLAttributes<HTMLElement> {
  /** An address (checksummed when it is an EVM one) or a transaction hash. */
  value: string
}

/** The longest group: 22 characters fit a 320 px modal at the sizes Airlock sets them. */
const GROUP = 22

/**
 * A whole address or hash, for where a person compares it character by character (Review,
 * Receive, a sent transaction). It is set in equal groups of at most 22 characters (an EVM
 * or Solana address in two halves, a transaction hash in thirds) that wrap only between each
 * other, so a narrow modal never leaves a few characters alone on a line. Its text is the
 * value itself, whole, for copying and for screen readers, and it reads left to right in
 * every language, set apart from the text around it (its groups never swap places).
 */
export function FullAddress({ value, className, ...rest }: FullAddressProps) {
  const shown = displayAddress(value)
  const size = Math.ceil(shown.length / Math.ceil(shown.length / GROUP))
  const groups = Array.from({ length: Math.ceil(shown.length / size) }, (_, index) => shown.slice(index * size, (index + 1) * size))
  return (
    <bdi dir="ltr" className={className ? `airlock-full-address ${className}` : 'airlock-full-address'} {...rest}>
      {groups.map((group, index) => (
        <span key={index}>{group}</span>
      ))}
    </bdi>
  )
}
