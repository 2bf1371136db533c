import type { OutgoingMail } from '../mail/createMailer.js'
import { CODE_TTL_SECONDS } from './codeRules.js'

const minutes = CODE_TTL_SECONDS / 60
const footer = `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email: nobody can sign in without it.`

/**
 * The app's name as the mail shows it: the project record's (never one a caller sends, which
 * would let anyone mail a code "from" any name), one line, no control characters, at most
 * 60 characters.
 */
export function mailAppName(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 60)
  return clean || 'your app'
}

/** The sign-in code. */
export function loginCodeMail(to: string, code: string, app: string): OutgoingMail {
  return { to, subject: `Your sign-in code for ${app}`, text: `Your code to sign in to ${app} is:\n\n${code}\n\n${footer}` }
}

/** The link that approves a new device before its sign-in code is sent. */
export function deviceApprovalMail(to: string, link: string, app: string): OutgoingMail {
  return {
    to,
    subject: `Approve a new device for ${app}`,
    text: `Someone is signing in to ${app} with this email on a device it has not seen before. If it is you, open this link and approve the device; your sign-in code follows:\n\n${link}\n\nThe link expires in ${minutes} minutes. If it is not you, ignore this email.`,
  }
}

/** A code for one half of an email change: to the current address first, then to the new one. */
export function emailChangeMail(to: string, code: string, step: 'primary' | 'secondary'): OutgoingMail {
  const what = step === 'primary' ? 'to confirm you want to change your sign-in email' : 'to confirm this is your new sign-in email'
  return { to, subject: 'Your code to change your email', text: `Your code ${what} is:\n\n${code}\n\n${footer}` }
}

/** The fresh code that must precede a key export. */
export function exportCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your code to export your wallet keys',
    text: `Someone asked to reveal the private keys of your wallet. Your code is:\n\n${code}\n\nAnyone with these keys controls your funds; never share them. ${footer}`,
  }
}
