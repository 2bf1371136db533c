// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput } from './CodeInput.js'

afterEach(cleanup)

function Form({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('')
  return (
    <label>
      Code
      <CodeInput value={code} onChange={setCode} onComplete={onComplete} />
    </label>
  )
}

describe('CodeInput', () => {
  it('default: the sixth digit typed sends the code, once, with nothing else pressed', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Form onComplete={onComplete} />)
    const field = screen.getByRole('textbox', { name: 'Code' })
    await user.type(field, '12345')
    expect(onComplete).not.toHaveBeenCalled()
    await user.type(field, '6')
    expect(onComplete.mock.calls).toEqual([['123456']])
    // More typing past six digits changes nothing and sends nothing again.
    await user.type(field, '7')
    expect((field as HTMLInputElement).value).toBe('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('behavior: a pasted code with spaces or a dash is read as its digits and sent', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Form onComplete={onComplete} />)
    const field = screen.getByRole('textbox', { name: 'Code' })
    await user.click(field)
    await user.paste('123 456')
    expect((field as HTMLInputElement).value).toBe('123456')
    expect(onComplete.mock.calls).toEqual([['123456']])
  })

  it('behavior: a code that failed goes again only once it changes', async () => {
    const onComplete = vi.fn()
    const user = userEvent.setup()
    render(<Form onComplete={onComplete} />)
    const field = screen.getByRole('textbox', { name: 'Code' })
    await user.type(field, '111111')
    await user.type(field, '{Backspace}2')
    expect(onComplete.mock.calls).toEqual([['111111'], ['111112']])
    expect(field.getAttribute('inputmode')).toBe('numeric')
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(field.getAttribute('dir')).toBe('ltr')
  })
})
