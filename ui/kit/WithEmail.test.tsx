// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithEmail } from './WithEmail.js'

describe('WithEmail', () => {
  it('default: the sentence around the address, the address whole in one unit that reads left to right', () => {
    const { container } = render(<WithEmail email="walk4-1795920247010@example.com" text={(email) => `Signed in with email: ${email}. Active now`} />)
    expect(container.textContent).toBe('Signed in with email: walk4-1795920247010@example.com. Active now')
    const address = container.querySelector('bdi')!
    expect(address.textContent).toBe('walk4-1795920247010@example.com')
    expect(address.getAttribute('dir')).toBe('ltr')
    // The address and the dot that follows it move to the next line together.
    const unit = address.parentElement!
    expect(unit.textContent).toBe('walk4-1795920247010@example.com.')
    expect(unit.style.display).toBe('inline-block')
    expect(unit.style.overflowWrap).toBe('break-word')
  })

  it('behavior: a sentence without the address is the sentence as given', () => {
    const { container } = render(<WithEmail email="a@b.co" text={() => 'No address here'} />)
    expect(container.textContent).toBe('No address here')
    expect(container.querySelector('bdi')).toBeNull()
  })
})
