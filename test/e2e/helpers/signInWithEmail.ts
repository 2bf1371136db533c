import type { Stack } from '../../../local/stack/startStack.js'
import type { FrameOutcome, FrameParentPage } from './openFrameParent.js'

/** What a sign-in through the frame measured and returned. */
export interface EmailSignIn {
  /** CONNECT_OTP's result. */
  result: { user: { address: string; accounts: { namespace: string; address: string }[] }; isNewUser: boolean; needsRecoveryPassword: boolean }
  /** CONNECT_EMAIL sent → the code listed by the inbox, in ms. */
  codeMs: number
  /** CONNECT_OTP sent → its SUCCESS with the addresses, in ms. */
  addressesMs: number
  /** Whether the device had to be approved from the emailed link first. */
  deviceApproved: boolean
}

const expectOk = (outcome: FrameOutcome, what: string) => {
  if (!outcome.ok) throw new Error(`${what} failed: ${outcome.code} ${outcome.message}`)
  return outcome.result as Record<string, unknown>
}

/** The newest message to `email` in the stack's inbox, over its HTTP JSON, waiting until `match` holds. */
export async function readInbox(stack: Stack, email: string, match: (m: { subject: string; text: string }) => boolean): Promise<{ subject: string; text: string }> {
  for (;;) {
    const response = await fetch(`${stack.urls.mail}/messages?to=${encodeURIComponent(email)}`)
    const found = ((await response.json()) as { subject: string; text: string }[]).find(match)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Signs `email` in through the frame as a person would: CONNECT_EMAIL; on VERIFY_DEVICE the
 * link from the local inbox is opened and its Approve pressed (a POST), then CONNECT_DEVICE;
 * then the code read from the local inbox goes to CONNECT_OTP.
 */
export async function signInWithEmail(stack: Stack, parent: FrameParentPage, email: string): Promise<EmailSignIn> {
  const seen = new Set(((await (await fetch(`${stack.urls.mail}/messages?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]).map((m) => m.text))
  const fresh = (m: { text: string }) => !seen.has(m.text)
  const started = performance.now()
  const { action } = expectOk(await parent.request('CONNECT_EMAIL', { email }), 'CONNECT_EMAIL') as { action: string }
  let deviceApproved = false
  if (action === 'VERIFY_DEVICE') {
    const mail = await readInbox(stack, email, (m) => fresh(m) && /Approve a new device/.test(m.subject))
    seen.add(mail.text)
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    const approved = await fetch(new URL('/v1/embedded/device/approve', stack.urls.api), { method: 'POST', body: new URLSearchParams({ token }) })
    if (!(await approved.text()).includes('Device approved')) throw new Error('The device approval page did not approve')
    if (!(expectOk(await parent.request('CONNECT_DEVICE'), 'CONNECT_DEVICE') as { approved: boolean }).approved) throw new Error('CONNECT_DEVICE did not see the approval')
    deviceApproved = true
  }
  const mail = await readInbox(stack, email, (m) => fresh(m) && /sign-in code/.test(m.subject))
  const codeMs = performance.now() - started
  const code = mail.text.match(/\b(\d{6})\b/)![1]!
  const otp = await parent.request('CONNECT_OTP', { otp: code })
  const result = expectOk(otp, 'CONNECT_OTP') as unknown as EmailSignIn['result']
  return { result, codeMs, addressesMs: otp.ms, deviceApproved }
}

/** {@link signInWithEmail}, first waiting out SPEC §9's wait between login emails to one address (the test stack's shorter one) when the backend asks to. */
export async function signInWithEmailWhenAllowed(stack: Stack, parent: FrameParentPage, email: string): Promise<EmailSignIn> {
  for (;;) {
    try {
      return await signInWithEmail(stack, parent, email)
    } catch (error) {
      if (!String(error).includes('rate_limited')) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
