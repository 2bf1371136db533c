import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { guardHost } from '../../server/http/guardHost.js'
import type { RunningService } from '../../server/http/Service.js'
import { close, listen } from '../../server/http/listen.js'
import { createInbox, type Inbox } from './createInbox.js'
import { inboxPageHtml } from './inboxPageHtml.js'

/** Options of `startMailServer`. */
export interface MailServerOptions {
  host?: string
  /** The inbox's web page and JSON; default 8792, 0 picks a free port. */
  port?: number
  /** The SMTP port; default 2525, 0 picks a free port. */
  smtpPort?: number
}

/** The running local mail server. */
export interface MailServer extends RunningService {
  /** `smtp://HOST:PORT`, for the API's mailer. */
  smtpUrl: string
  inbox: Inbox
}

const MAX_MESSAGE_BYTES = 1024 * 1024
const styleHash = (html: string) => createHash('sha256').update(html.match(/<style>(.*?)<\/style>/s)![1]!).digest('base64')

/**
 * The local stack's mail: an SMTP server (smtp-server) that accepts every message to any
 * address on loopback, parses it (mailparser), and keeps it in an inbox served as a web page
 * (`/`) and as JSON (`GET /messages?to=<address>` → `[{ to, subject, text, date }]`, newest
 * first). Production points the API's mailer at a real SMTP server instead.
 */
export async function startMailServer(options: MailServerOptions = {}): Promise<MailServer> {
  const host = options.host ?? '127.0.0.1'
  const inbox = createInbox()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    banner: 'Airlock local inbox',
    // A pooled client keeps its connection open; stop does not wait for it.
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const date = new Date().toISOString()
          for (const recipient of session.envelope.rcptTo) {
            inbox.add({ to: recipient.address.toLowerCase(), subject: mail.subject ?? '', text: (mail.text ?? '').trim(), date })
          }
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  smtp.on('error', () => {}) // a client that drops its connection is not the server's failure

  // Loopback Host names only: a page on a DNS-rebound name would otherwise read every code.
  const web = createServer(guardHost((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox')
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to') ?? undefined
      // No CORS header: sign-in codes are readable by tools on this machine, never by web pages.
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(inbox.list(to)))
      return
    }
    if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      const html = inboxPageHtml(inbox.list())
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash(html)}'; frame-ancestors 'none'`,
      })
      response.end(html)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found')
  }))

  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(options.smtpPort ?? 2525, host, () => resolve((smtp.server.address() as AddressInfo).port))
  })
  let port: number
  try {
    port = await listen(web, host, options.port ?? 8792)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inbox,
    stop: () =>
      (stopping ??= Promise.all([close(web), new Promise<void>((resolve) => smtp.close(() => resolve()))]).then(() => {})),
  }
}
