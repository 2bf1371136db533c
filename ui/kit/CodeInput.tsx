import type { InputHTMLAttributes } from 'react'

/** Props of `CodeInput`. */
export interface CodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> {
  /** The digits typed so far. */
  value: string
  /** Every change, digits only (spaces and dashes of a pasted code dropped), at most `length`. */
  onChange(value: string): void
  /**
   * Called with the code as its last digit is typed, pasted or filled in by the browser, so the
   * person never has to press Continue as well. Once per code: a code that failed is not sent
   * again until it changes (the form's Continue stays for a second try).
   */
  onComplete?: ((code: string) => void) | undefined
  /** How many digits a code has. Default: 6. */
  length?: number
}

/**
 * A one-time code field (an emailed code, an authenticator app's): numeric keyboard, the
 * browser's one-time-code autofill, left to right in every language, digits only, and
 * `onComplete` on the last digit.
 *
 * @example
 * <CodeInput id={id} value={code} onChange={setCode} onComplete={(code) => void submit(code)} />
 */
export function CodeInput({ value, onChange, onComplete, length = 6, ...rest }: CodeInputProps) {
  return (
    <input
      className="airlock-input"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      {...rest}
      // No maxLength: the browser would cut a pasted '123 456' to '123 45' before the digits are read.
      value={value}
      onChange={(event) => {
        const next = event.target.value.replace(/\D/g, '').slice(0, length)
        onChange(next)
        if (next.length === length && next !== value) onComplete?.(next)
      }}
    />
  )
}
