import type { HTMLAttributes } from 'react'
import { displayAddress } from '../../services/format/displayAddress.js'

/** Props of `FullAddress`. */
export interface FullAddressProps extends HTMLAttributes<HTMLSpanElement> {
  /** An address (checksummed when it is an EVM one) or a transaction hash. */
  value: string
}

/**
 * A whole address or hash, for where a person compares it character by character (Review,
 * Receive, a sent transaction). It is set in two equal halves that wrap only between each
 * other, so a narrow modal shows two even lines, never a few characters alone on the last.
 * Its text is the value itself, whole, for copying and for screen readers.
 */
export function FullAddress({ value, className, ...rest }: FullAddressProps) {
  const shown = displayAddress(value)
  const half = Math.ceil(shown.length / 2)
  return (
    <span className={className ? `airlock-full-address ${className}` : 'airlock-full-address'} {...rest}>
      <span>{shown.slice(0, half)}</span>
      <span>{shown.slice(half)}</span>
    </span>
  )
}
