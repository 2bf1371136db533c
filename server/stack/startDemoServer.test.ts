import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { requestWithHost } from '../http/testing/requestWithHost.js'
import { startDemoServer } from './startDemoServer.js'

const root = mkdtempSync(join(tmpdir(), 'airlock-demo-test-'))
writeFileSync(join(root, 'index.html'), '<!doctype html><script id="airlock-demo-config" type="application/json">{}</script>')
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
})
