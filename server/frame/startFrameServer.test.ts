import { afterEach, describe, expect, test } from 'vitest'
import { useTestApi } from '../api/testing/useTestApi.js'
import { requestWithHost } from '../http/testing/requestWithHost.js'
import type { RunningService } from '../http/Service.js'
import type { FramePageConfig } from './FramePageConfig.js'
import { startFrameServer } from './startFrameServer.js'

const t = useTestApi({ name: 'pglite' })
let frame: RunningService | undefined
afterEach(() => frame?.stop())

const start = async () => (frame = await startFrameServer({ port: 0, apiUrl: () => t.api.url }))
const pageConfig = (html: string) => JSON.parse(html.match(/<script id="airlock-frame-config" type="application\/json">(.*?)<\/script>/)![1]!) as FramePageConfig
const csp = (response: Response) => response.headers.get('content-security-policy') ?? ''

describe('startFrameServer', () => {
  test("default: the frame page may be framed by the project's allowlisted origins only", async () => {
    await start()
    const response = await fetch(`${frame!.url}/?projectId=${t.projectId}&parentOrigin=${encodeURIComponent('http://localhost:5173')}`)
    expect(response.status).toBe(200)
    const policy = csp(response)
    expect(policy.endsWith('frame-ancestors http://localhost:5173 https://*.example.com')).toBe(true)
    expect(policy).not.toMatch(/localhost:\*|pages\.dev|vercel\.app|ngrok/)
    expect(pageConfig(await (await fetch(`${frame!.url}/?projectId=${t.projectId}&parentOrigin=${encodeURIComponent('http://localhost:5173')}`)).text()).ancestors).toEqual(['http://localhost:5173', 'https://*.example.com'])
    expect(policy).toContain(`connect-src ${t.api.url}`)
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("default-src 'none'")
    expect(pageConfig(await response.text())).toMatchObject({ page: 'frame', projectId: t.projectId, parentOrigin: 'http://localhost:5173', apiUrl: t.api.url })
  })

  test("behavior: SPEC §9's development ancestors are added only for a project that opts in", async () => {
    await start()
    const parent = encodeURIComponent('http://localhost:5173')
    const opted = await fetch(`${frame!.url}/?projectId=${t.devProjectId}&parentOrigin=${parent}`)
    expect(csp(opted)).toContain('frame-ancestors http://localhost:* https://localhost:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app https://dev.example.com')
    expect(csp(await fetch(`${frame!.url}/?projectId=${t.projectId}&parentOrigin=${parent}`))).not.toContain('localhost:*')
  })

  test("rule host approvals: the hidden frame takes the app's own Approve only when the app asks, its project allows it and the parent is on the project's own allowlist", async () => {
    await start()
    const config = async (projectId: string, parent: string, ask = '&approvals=host') =>
      pageConfig(await (await fetch(`${frame!.url}/?projectId=${projectId}&parentOrigin=${encodeURIComponent(parent)}${ask}`)).text())
    expect((await config(t.devProjectId, 'https://dev.example.com')).hostApprovals).toBe(true)
    expect((await config(t.devProjectId, 'https://dev.example.com', '')).hostApprovals).toBeUndefined()
    // A development host may embed this project's frame, but never approves for the person.
    expect((await config(t.devProjectId, 'http://localhost:5173')).hostApprovals).toBeUndefined()
    expect((await config(t.projectId, 'http://localhost:5173')).hostApprovals).toBeUndefined()
  })

  test('behavior: the export page is never framed and keeps no opener', async () => {
    await start()
    const response = await fetch(`${frame!.url}/export?projectId=${t.projectId}`)
    expect(csp(response)).toContain("frame-ancestors 'none'")
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(pageConfig(await response.text()).page).toBe('export')
  })

  test('error: an unknown project is reported by the page; missing parameters answer 400; nothing else is served', async () => {
    await start()
    const unknown = await fetch(`${frame!.url}/?projectId=nope&parentOrigin=${encodeURIComponent('http://localhost:5173')}`)
    expect(pageConfig(await unknown.text()).error).toBe('invalid_project')
    expect(csp(unknown)).not.toContain('example.com')
    const missing = await fetch(`${frame!.url}/?projectId=${t.projectId}`)
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain("'parentOrigin'")
    expect((await fetch(`${frame!.url}/secret`)).status).toBe(404)
    expect((await fetch(`${frame!.url}/`, { method: 'POST' })).status).toBe(405)
  })

  test('error: a DNS-rebound Host gets 403 on every path', async () => {
    await start()
    const page = `${frame!.url}/?projectId=${t.projectId}&parentOrigin=${encodeURIComponent('http://localhost:5173')}`
    expect(await requestWithHost(page, 'wallet.evil.test:8793')).toEqual({ status: 403, body: 'Host not allowed' })
    expect((await requestWithHost(`${frame!.url}/social/callback?code=x&state=y`, 'wallet.evil.test')).status).toBe(403)
    expect((await requestWithHost(page, '127.0.0.1')).status).toBe(200)
  })

  test("rule locale: a page speaks the URL's locale (Arabic right to left); one Airlock lacks, or none, is English", async () => {
    await start()
    const parent = encodeURIComponent('http://localhost:5173')
    const arabic = await (await fetch(`${frame!.url}/recovery?projectId=${t.projectId}&parentOrigin=${parent}&locale=ar`)).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    expect(arabic).toContain('<title>استعادة المحفظة</title>')
    expect(pageConfig(arabic).locale).toBe('ar')
    const unknown = await (await fetch(`${frame!.url}/export?projectId=${t.projectId}&locale=xx`)).text()
    expect(unknown).toContain('<html lang="en" dir="ltr"')
    expect(unknown).toContain('<title>Export wallet keys</title>')
    expect(pageConfig(unknown).locale).toBe('en')
    expect(pageConfig(await (await fetch(`${frame!.url}/export?projectId=${t.projectId}`)).text()).locale).toBe('en')
  })

  test("rule locale: the social callback page, whose URL is the provider's, speaks the browser's first language Airlock has", async () => {
    await start()
    const japanese = await (await fetch(`${frame!.url}/social/callback?code=x`, { headers: { 'accept-language': 'nl;q=0.9, ja-JP, en;q=0.5' } })).text()
    expect(japanese).toContain('<html lang="ja" dir="ltr">')
    expect(japanese).toContain('<h1>サインイン中</h1>')
    expect(japanese).toContain('data-stuck="このサインインは自動でアプリに戻れません。')
    const german = await (await fetch(`${frame!.url}/social/callback?code=x`, { headers: { 'accept-language': 'fr;q=0.5, de;q=0.8, *;q=0.1' } })).text()
    expect(german).toContain('<html lang="de" dir="ltr">')
    const english = await (await fetch(`${frame!.url}/social/callback?code=x`)).text()
    expect(english).toContain('<title>Signing in</title>')
    expect(english).toContain('>Returning to the app…</p>')
  })

  test('behavior: the script is bundled once and revalidated by its ETag', async () => {
    await start()
    const first = await fetch(`${frame!.url}/frame.js`)
    expect(first.headers.get('content-type')).toContain('text/javascript')
    const code = await first.text()
    expect(code.length).toBeGreaterThan(100_000)
    const again = await fetch(`${frame!.url}/frame.js`, { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  }, 60_000)
})
