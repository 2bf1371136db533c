import { displayAddress } from './displayAddress.js'

/**
 * The one short form of an address: checksummed (`displayAddress`), then its first six and
 * last four characters, `0xAbC123…dEf4`. Short values are returned unchanged.
 */
export function formatAddress(address: string, head = 6, tail = 4): string {
  const shown = displayAddress(address)
  if (shown.length <= head + tail + 1) return shown
  return `${shown.slice(0, head)}…${shown.slice(-tail)}`
}
