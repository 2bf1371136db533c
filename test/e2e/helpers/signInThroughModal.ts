import type { Page } from 'playwright-core'
import type { Stack } from '../../../local/stack/startStack.js'
import { readInbox } from './signInWithEmail.js'

/** What signing in through the modal measured. */
export interface ModalSignIn {
  /** Email submitted → the code screen shown, in ms. */
  codeScreenMs: number
  /** Code submitted → the address shown (the modal closed and the account button named), in ms. */
  addressMs: number
}

const messagesTo = async (stack: Stack, email: string) =>
  ((await (await fetch(`${stack.urls.mail}/messages?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]).map((m) => m.text)

/**
 * Signs `email` in through the demo's modal as a person would: Connect Wallet, Continue with
 * Email, the address, then (for a known user on a new device) the emailed device link, then
 * the code read from the local inbox, typed (it goes on by itself on its sixth digit). With `waitForClose: false` it returns once the account
 * is connected, whatever the modal shows next.
 */
export async function signInThroughModal(stack: Stack, page: Page, email: string, options: { waitForClose?: boolean } = {}): Promise<ModalSignIn> {
  const seen = new Set(await messagesTo(stack, email))
  const fresh = (m: { text: string }) => !seen.has(m.text)
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: 'Continue with Email' }).click()
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email)
  const submitted = performance.now()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const codeField = dialog.getByRole('textbox', { name: /code/ })
  const device = dialog.getByRole('progressbar', { name: 'Waiting for the approval' })
  await codeField.or(device).waitFor({ timeout: 30_000 })
  const codeScreenMs = performance.now() - submitted
  if (await device.isVisible()) {
    const mail = await readInbox(stack, email, (m) => fresh(m) && /Approve a new device/.test(m.subject))
    seen.add(mail.text)
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    await fetch(new URL('/v1/embedded/device/approve', stack.urls.api), { method: 'POST', body: new URLSearchParams({ token }) })
    await codeField.waitFor({ timeout: 30_000 })
  }
  const mail = await readInbox(stack, email, (m) => fresh(m) && /sign-in code/.test(m.subject))
  // The sixth digit sends the code: no Continue to press.
  await codeField.fill(mail.text.match(/\b(\d{6})\b/)![1]!)
  const entered = performance.now()
  // A sign-in view (SIWX) keeps the modal open once the account is connected.
  if (options.waitForClose !== false) await dialog.waitFor({ state: 'detached', timeout: 30_000 })
  await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })
  return { codeScreenMs, addressMs: performance.now() - entered }
}
