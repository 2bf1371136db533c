import nodemailer from 'nodemailer'

/** Where the API sends mail from, and through which SMTP server. */
export interface MailerOptions {
  /**
   * The SMTP server: `smtp://host:port` (STARTTLS when offered), `smtps://host:465` (TLS),
   * credentials as `smtp://user:pass@host:port`. The local stack passes its own inbox.
   */
  smtpUrl: string
  /** The From header, e.g. `Airlock <no-reply@example.com>`. */
  from: string
}

/** One message to send. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Sends mail over one pooled SMTP transport. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * A mailer on nodemailer's pooled SMTP transport: connections are reused, so a code goes
 * out without a new SMTP handshake each time. The same code serves the local inbox and any
 * SMTP server in production; only `smtpUrl` differs.
 */
export function createMailer(options: MailerOptions): Mailer {
  const url = new URL(options.smtpUrl)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new TypeError(`Invalid SMTP URL: expected smtp:// or smtps://, got ${url.protocol}`)
  const secure = url.protocol === 'smtps:'
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
