/** One message as the local inbox lists it: one entry per recipient of the SMTP envelope. */
export interface InboxMessage {
  /** The recipient address (SMTP `RCPT TO`), lower case. */
  to: string
  subject: string
  /** The plain-text body. */
  text: string
  /** When the inbox received it, ISO 8601. */
  date: string
}
