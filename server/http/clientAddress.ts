import { isIPv6 } from 'node:net'

/** The parts of a node request that tell who sent it. */
export interface RequestOrigin {
  socket: { remoteAddress?: string | undefined }
  headers: Record<string, string | string[] | undefined>
}

/**
 * The address a per-client limit counts against. Behind `trustedProxies` reverse proxies
 * (default 0: none, the socket's peer is the client) it is the `X-Forwarded-For` entry that
 * many hops from the right, since a client can write anything to the left of what its proxies
 * appended. IPv4-mapped addresses are read as IPv4, and an IPv6 client counts as its /64, the
 * block one subscriber usually holds, so rotating addresses within it gains nothing.
 * @example
 * const who = clientAddress(c.env.incoming, 1) // behind one load balancer
 */
export function clientAddress(request: RequestOrigin | undefined, trustedProxies = 0): string {
  const peer = request?.socket.remoteAddress ?? 'unknown'
  let address = peer
  if (trustedProxies > 0) {
    const header = request?.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((a) => a.trim()).filter(Boolean)
    const chain = [...forwarded, peer]
    address = chain[Math.max(0, chain.length - 1 - trustedProxies)]!
  }
  return normalize(address)
}

function normalize(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (mapped) return mapped[1]!
  if (!isIPv6(lower)) return lower
  const [head = '', tail = ''] = lower.split('::')
  const left = head ? head.split(':') : []
  const right = lower.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = lower.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}
