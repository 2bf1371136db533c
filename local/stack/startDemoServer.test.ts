import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'
import { startDemoServer } from './startDemoServer.js'

const root = mkdtempSync(join(tmpdir(), 'airlock-demo-test-'))
writeFileSync(join(root, 'index.html'), '<!doctype html><script id="airlock-demo-config" type="application/json">{}</script>')
mkdirSync(join(root, 'headless'))
writeFileSync(join(root, 'headless/index.html'), '<!doctype html><title>headless</title><script id="airlock-demo-config" type="application/json">{}</script>')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('startDemoServer', () => {
  test('default: the page carries the stack config; a DNS-rebound Host gets 403', async () => {
    const demo = await startDemoServer({ root, port: 0, config: () => ({ projectId: 'airlock-demo' }) })
    try {
      expect((await requestWithHost(`${demo.url}/`, '127.0.0.1')).body).toContain('"projectId":"airlock-demo"')
      expect(await requestWithHost(`${demo.url}/`, 'demo.evil.test:5173')).toEqual({ status: 403, body: 'Host not allowed' })
      expect((await requestWithHost(`${demo.url}/missing.js`, 'demo.evil.test')).status).toBe(403)
    } finally {
      await demo.stop()
    }
  })

  test('default: the headless example at /headless/ carries the same stack config and policy; /headless goes there', async () => {
    const demo = await startDemoServer({ root, port: 0, config: () => ({ projectId: 'airlock-demo', apiUrl: 'http://127.0.0.1:8790' }) })
    try {
      const headless = await fetch(`${demo.url}/headless/?theme=dark`)
      const html = await headless.text()
      expect(html).toContain('<title>headless</title>')
      expect(html).toContain('"apiUrl":"http://127.0.0.1:8790"')
      expect(headless.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      const bare = await fetch(`${demo.url}/headless?theme=dark`, { redirect: 'manual' })
      expect([bare.status, bare.headers.get('location')]).toEqual([308, '/headless/?theme=dark'])
    } finally {
      await demo.stop()
    }
  })

  test('default: the page and its files carry a policy (scripts of its own, no plugins, no base, never framed) and nosniff', async () => {
    const demo = await startDemoServer({ root, port: 0, config: () => ({ projectId: 'airlock-demo' }) })
    try {
      const plain = await fetch(`${demo.url}/`)
      const policy = plain.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("script-src 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'none'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(plain.headers.get('x-frame-options')).toBe('DENY')
      expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await fetch(`${demo.url}/missing.js`)).headers.get('x-content-type-options')).toBe('nosniff')
    } finally {
      await demo.stop()
    }
  })

  test('behavior: ?csp=strict sends a policy with no unsafe-inline and links airlock/styles.css; ?csp=nonce passes a fresh nonce to the config', async () => {
    const stylesheet = join(root, 'styles.css')
    writeFileSync(stylesheet, ':root{--airlock-stylesheet:1}')
    const demo = await startDemoServer({ root, port: 0, stylesheet, config: () => ({ projectId: 'airlock-demo' }) })
    try {
      const plain = await fetch(`${demo.url}/`)
      expect(plain.headers.get('content-security-policy')).not.toContain('style-src')
      expect(await plain.text()).not.toContain('styles.css')
      const strict = await fetch(`${demo.url}/?csp=strict`)
      expect(strict.headers.get('content-security-policy')).toMatch(/^script-src 'self'; style-src 'self'; /)
      expect(await strict.text()).toContain('<link rel="stylesheet" href="/airlock/styles.css">')
      expect(await (await fetch(`${demo.url}/airlock/styles.css`)).text()).toBe(':root{--airlock-stylesheet:1}')
      const nonced = await fetch(`${demo.url}/?csp=nonce`)
      const nonce = /'nonce-([^']+)'/.exec(nonced.headers.get('content-security-policy')!)![1]
      expect(await nonced.text()).toContain(`"styleNonce":"${nonce}"`)
      expect(nonced.headers.get('content-security-policy')).not.toContain('unsafe-inline')
    } finally {
      await demo.stop()
    }
  })

  test('behavior: a rebuild while the stack runs is served at once: the new page and its new files; a removed file is a 404, a page being rebuilt a 503, and the server stays up', async () => {
    const built = mkdtempSync(join(tmpdir(), 'airlock-demo-rebuild-'))
    const build = (hash: string) => {
      rmSync(join(built, 'assets'), { recursive: true, force: true })
      mkdirSync(join(built, 'assets'))
      writeFileSync(join(built, `assets/main-${hash}.js`), `console.log('${hash}')`)
      writeFileSync(join(built, 'index.html'), `<!doctype html><script src="/assets/main-${hash}.js"></script><script id="airlock-demo-config" type="application/json">{}</script>`)
    }
    build('first')
    const demo = await startDemoServer({ root: built, port: 0, config: () => ({ projectId: 'airlock-demo' }) })
    try {
      expect(await (await fetch(`${demo.url}/`)).text()).toContain('main-first.js')
      expect(await (await fetch(`${demo.url}/assets/main-first.js`)).text()).toBe("console.log('first')")
      rmSync(join(built, 'index.html'))
      const building = await fetch(`${demo.url}/`)
      expect([building.status, await building.text()]).toEqual([503, 'The demo is being built: reload in a moment.'])
      build('second')
      expect(await (await fetch(`${demo.url}/`)).text()).toContain('main-second.js')
      expect(await (await fetch(`${demo.url}/assets/main-second.js`)).text()).toBe("console.log('second')")
      expect((await fetch(`${demo.url}/assets/main-first.js`)).status).toBe(404)
    } finally {
      await demo.stop()
      rmSync(built, { recursive: true, force: true })
    }
  })
})
