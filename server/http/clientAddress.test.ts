import { describe, expect, test } from 'vitest'
import { clientAddress } from './clientAddress.js'

const request = (remoteAddress: string, forwarded?: string) => ({
  socket: { remoteAddress },
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
})

describe('clientAddress', () => {
  test('default: the socket peer is the client and X-Forwarded-For is ignored', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7')
  })

  test('behavior: behind trusted proxies the entry that many hops from the right is the client', () => {
    // The client wrote a fake first entry; the one proxy appended the real peer.
    expect(clientAddress(request('10.0.0.2', '1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.3', '203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  test('behavior: IPv4-mapped addresses read as IPv4, IPv6 clients count as their /64', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'))).toBe('127.0.0.1')
    expect(clientAddress(request('2001:db8:0:1:aaaa::1'))).toBe('2001:db8:0:1::/64')
    expect(clientAddress(request('2001:db8:0:1:bbbb:cccc:dddd:eeee'))).toBe('2001:db8:0:1::/64')
    expect(clientAddress(request('::1'))).toBe('0:0:0:0::/64')
  })

  test('error: a request without a peer address counts as one unknown client', () => {
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
