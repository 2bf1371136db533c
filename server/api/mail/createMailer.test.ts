import { describe, expect, test } from 'vitest'
import { createMailer } from './createMailer.js'

describe('createMailer', () => {
  test('error: a URL that is not smtp:// or smtps:// is refused, naming the scheme', () => {
    expect(() => createMailer({ smtpUrl: 'http://127.0.0.1:25', from: 'a@b.c' })).toThrow('Invalid SMTP URL: expected smtp:// or smtps://, got http:')
  })

  test('default: a valid URL makes a mailer that can be closed unused', () => {
    const mailer = createMailer({ smtpUrl: 'smtps://user:p%40ss@127.0.0.1:4650', from: 'a@b.c' })
    expect(typeof mailer.send).toBe('function')
    mailer.close()
  })
})
