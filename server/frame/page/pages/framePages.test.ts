// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createI18n } from '../../../../services/i18n/createI18n.js'
import type { FramePageConfig } from '../../FramePageConfig.js'
import { BackendError } from '../backend/BackendError.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import { failureText } from './failureText.js'
import { startExportPage } from './startExportPage.js'
import { startPasskeyPage } from './startPasskeyPage.js'
import { startRecoveryPage } from './startRecoveryPage.js'

// A backend that has just mailed a code: it answers as the API's rate limit does.
let backend: Server
let apiUrl = ''
beforeAll(async () => {
  backend = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    response.writeHead(429, { 'content-type': 'application/json', ...cors })
    response.end(JSON.stringify({ code: 'rate_limited', message: 'Please wait 28 s before asking for another email', field: 'email', retryAfterMs: 27_500 }))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())))

const config = (page: FramePageConfig['page'], locale: FramePageConfig['locale']): FramePageConfig => ({
  page,
  projectId: 'demo',
  apiUrl,
  ancestors: [],
  themeMode: 'light',
  locale,
})
const root = () => document.getElementById('airlock-frame')!
/** Opens the export page's address as the app does: with a session's ticket after `#`. */
const withTicket = () => history.replaceState(null, '', `/export?projectId=demo#ticket=alx_${'a'.repeat(43)}`)
const text = (selector: string) => root().querySelector(selector)?.textContent

afterEach(() => document.body.replaceChildren())

describe('frame pages', () => {
  test("rule locale: the export page speaks the URL's locale, its alert included", async () => {
    document.body.innerHTML = '<main id="airlock-frame"></main>'
    withTicket()
    startExportPage(config('export', 'de'))
    // The ticket leaves the address bar at once.
    expect(location.hash).toBe('')
    expect(text('h1')).toBe('Wallet-Schlüssel exportieren')
    // The code is asked for as the page opens, with no press; the refusal offers the press that goes on.
    await expect.poll(() => text('[role=alert]'), { timeout: 10_000 }).toBe('Warte 28 s, bevor du eine weitere E-Mail anforderst')
    expect(text('button')).toBe('Erneut versuchen')
  })

  test('rule locale: the recovery page refuses an app it may not serve in its language', () => {
    document.body.innerHTML = '<main id="airlock-frame"></main>'
    startRecoveryPage({ ...config('recovery', 'ja'), error: 'invalid_project' })
    expect(text('h1')).toBe('アプリの設定が無効です')
    expect(text('p')).toBe('このページは、このウォレットの利用を許可されたアプリからのみ開けます。')
  })

  test('rule locale: the passkey page refuses an app it may not serve, in its language', () => {
    document.body.innerHTML = '<main id="airlock-frame"></main>'
    startPasskeyPage({ ...config('passkey', 'fr'), passkey: { mode: 'signin' }, error: 'invalid_project' })
    expect(text('h1')).toBe('Configuration de l’application non valide')
  })

  test('error: opened without a ticket (not from the app), the export page asks nothing and says where to start', () => {
    document.body.innerHTML = '<main id="airlock-frame"></main>'
    history.replaceState(null, '', '/export?projectId=demo')
    startExportPage(config('export', 'en'))
    expect(text('h1')).toBe('Open this page from the app')
    expect(root().querySelector('form')).toBeNull()
    expect(root().querySelector('input')).toBeNull()
    // Even this ending has a way on.
    expect(text('button')).toBe('Close this window')
  })

  test('default: in English the pages keep their words', () => {
    document.body.innerHTML = '<main id="airlock-frame"></main>'
    withTicket()
    startExportPage(config('export', 'en'))
    expect(text('h1')).toBe('Export your wallet keys')
    expect(text('p.muted')).toBe('To reveal your private keys, confirm it is you with a fresh code sent to your wallet’s email.')
  })

  test("rule locale: a failure is told by its code in the page's language, with the locale's plural forms", () => {
    const english = createI18n('en')
    expect(failureText(new FrameFailure('invalid_input', 'Wrong recovery password', { field: 'password' }), english)).toBe('Wrong recovery password')
    expect(failureText(new FrameFailure('invalid_input', 'The passwords do not match', { field: 'confirm-password' }), english)).toBe('The passwords do not match')
    expect(failureText(new FrameFailure('invalid_input', 'Use at least 12 characters', { field: 'new-password' }), english)).toBe('Use at least 12 characters')
    const russian = createI18n('ru')
    expect(failureText(new FrameFailure('invalid_input', 'Use at least 12 characters', { field: 'new-password' }), russian)).toBe('Используйте минимум 12 символов')
    expect(failureText(new FrameFailure('code_expired', 'Invalid code; ask for a new one', { attemptsLeft: 0 }), russian)).toBe('Неверный код; запросите новый')
    expect(failureText(new FrameFailure('rate_limited', 'Please wait 25 s', { retryAfterMs: 24_100 }), russian)).toBe('Подождите 25 с, прежде чем запрашивать ещё одно письмо')
    expect(failureText(new FrameFailure('internal', 'Something went wrong'), russian)).toBe('Что-то пошло не так')
    expect(failureText(BackendError.fromAnswer(429, { code: 'rate_limited', field: 'otp', message: 'Too many wrong codes', retryAfterMs: 899_000 }), english)).toBe('Too many wrong codes. Try again in 15 minutes.')
    expect(failureText(BackendError.fromAnswer(429, { code: 'rate_limited', field: 'otp', message: 'Too many wrong codes', retryAfterMs: 60_000 }), russian)).toBe('Слишком много неверных кодов. Повторите попытку через 1 минуту.')
    expect(failureText(BackendError.fromAnswer(429, { message: 'Too many requests' }), english)).toBe('Too many requests')
    expect(failureText(BackendError.fromAnswer(429, { message: 'Too many requests' }), russian)).toBe('Слишком много запросов')
  })
})
