/**
 * Sends a code form of a frame page as the code's last digit is typed, pasted or filled in by
 * the browser, so nobody has to press Continue as well: the field keeps digits only (a pasted
 * '123 456' reads 123456), and each code is sent once (one that failed goes again only when it
 * changes, or by Continue). Nothing is sent while the form's button is busy.
 */
export function submitOnLastDigit(form: HTMLFormElement, input: HTMLInputElement, length = 6): void {
  let last = input.value
  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '').slice(0, length)
    if (digits !== input.value) input.value = digits
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
    if (digits.length === length && digits !== last && !button?.disabled) form.requestSubmit()
    last = digits
  })
}
