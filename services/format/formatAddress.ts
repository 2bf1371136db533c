/** Shortens an address for display: `0x1234…abcd`. Short values are returned unchanged. */
export function formatAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
