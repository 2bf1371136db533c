// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FullAddress } from './FullAddress.js'

afterEach(() => cleanup())

const groupsOf = (value: string) => {
  const { container } = render(<FullAddress value={value} />)
  const element = container.firstElementChild!
  return { text: element.textContent, groups: [...element.children].map((child) => child.textContent!) }
}

describe('FullAddress', () => {
  it('rule one address display: an EVM address checksummed, in two even halves, whole as text', () => {
    const { text, groups } = groupsOf('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
    expect(text).toBe('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
    expect(groups.map((group) => group.length)).toEqual([21, 21])
  })

  it('behavior: a transaction hash in thirds, a Solana address in halves, never a short remainder', () => {
    expect(groupsOf(`0x${'ab'.repeat(32)}`).groups.map((group) => group.length)).toEqual([22, 22, 22])
    expect(groupsOf('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV').groups.map((group) => group.length)).toEqual([22, 21])
  })
})
