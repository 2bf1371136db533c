import { describe, expect, it } from 'vitest'
import { displayAddress } from './displayAddress.js'
import { formatAddress } from './formatAddress.js'

const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('formatAddress', () => {
  it('rule one address display: checksummed whatever case it came in, shortened 6…4', () => {
    expect(formatAddress(checksummed.toLowerCase())).toBe('0xd8dA…6045')
    expect(formatAddress(checksummed.toUpperCase().replace('0X', '0x'))).toBe('0xd8dA…6045')
    expect(displayAddress(checksummed.toLowerCase())).toBe(checksummed)
  })

  it('behavior: other addresses keep their case; short values are shown whole', () => {
    expect(formatAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcDhS…FLtV')
    expect(formatAddress('0x1234')).toBe('0x1234')
  })
})
