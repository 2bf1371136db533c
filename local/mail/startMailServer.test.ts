import { afterEach, describe, expect, test } from 'vitest'
import { createMailer, type Mailer } from '../../server/api/mail/createMailer.js'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'
import { startMailServer, type MailServer } from './startMailServer.js'

let server: MailServer | undefined
let mailer: Mailer | undefined
afterEach(async () => {
  mailer?.close()
  await server?.stop()
})

describe('startMailServer', () => {
  test('default: mail sent over SMTP is listed as JSON for its recipient, newest first', async () => {
    server = await startMailServer({ port: 0, smtpPort: 0 })
    mailer = createMailer({ smtpUrl: server.smtpUrl, from: 'Airlock <no-reply@airlock.test>' })
    await mailer.send({ to: 'Ada@Example.com', subject: 'First', text: 'Your code is 123456' })
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'Your code is 654321' })
    await mailer.send({ to: 'bob@example.com', subject: 'Other', text: 'Not for Ada' })
    const response = await fetch(`${server.url}/messages?to=ada@example.com`)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const messages = (await response.json()) as { to: string; subject: string; text: string; date: string }[]
    expect(messages.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['ada@example.com', 'Second', 'Your code is 654321'],
      ['ada@example.com', 'First', 'Your code is 123456'],
    ])
    expect(Number.isNaN(Date.parse(messages[0]!.date))).toBe(false)
    expect(((await (await fetch(`${server.url}/messages`)).json()) as unknown[]).length).toBe(3)
  })

  test('behavior: the web page lists messages with their text escaped, under a no-script policy', async () => {
    server = await startMailServer({ port: 0, smtpPort: 0 })
    mailer = createMailer({ smtpUrl: server.smtpUrl, from: 'no-reply@airlock.test' })
    await mailer.send({ to: 'eve@example.com', subject: '<script>alert(1)</script>', text: 'hello' })
    const response = await fetch(`${server.url}/`)
    const html = await response.text()
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).not.toContain('<script>alert(1)')
    expect((await fetch(`${server.url}/nope`)).status).toBe(404)
  })

  test('behavior: waitFor resolves with a message that arrives later', async () => {
    server = await startMailServer({ port: 0, smtpPort: 0 })
    mailer = createMailer({ smtpUrl: server.smtpUrl, from: 'no-reply@airlock.test' })
    const waiting = server.inbox.waitFor('late@example.com', (m) => m.subject === 'Later')
    await mailer.send({ to: 'late@example.com', subject: 'Later', text: 'x' })
    expect((await waiting).subject).toBe('Later')
  })

  test('error: a DNS-rebound Host gets 403, so no web page reads the codes', async () => {
    server = await startMailServer({ port: 0, smtpPort: 0 })
    mailer = createMailer({ smtpUrl: server.smtpUrl, from: 'no-reply@airlock.test' })
    await mailer.send({ to: 'ada@example.com', subject: 'Code', text: 'Your code is 123456' })
    expect(await requestWithHost(`${server.url}/messages?to=ada@example.com`, 'inbox.evil.test:8792')).toEqual({ status: 403, body: 'Host not allowed' })
    expect((await requestWithHost(`${server.url}/`, 'inbox.evil.test')).status).toBe(403)
    expect((await requestWithHost(`${server.url}/messages`, 'localhost:8792')).body).toContain('123456')
  })
})
