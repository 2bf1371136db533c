import { afterEach, describe, expect, it } from 'vitest'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'
import type { RunningService } from '../../server/http/Service.js'
import { startWalletDemo } from './startWalletDemo.js'
import type { WalletDemoConfig } from './WalletDemoConfig.js'

const config: WalletDemoConfig = {
  relayUrl: 'ws://127.0.0.1:8791',
  projectId: 'airlock-demo',
  privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  chains: [{ id: 31337, name: 'Airlock Devnet </script>', rpcUrl: 'http://127.0.0.1:8545' }],
}

let service: RunningService | undefined
afterEach(() => service?.stop())

describe('startWalletDemo', () => {
  it('default: serves the page with the stack’s config written in, under a strict policy', async () => {
    service = await startWalletDemo({ port: 0, config: () => config })
    const response = await fetch(`${service.url}/`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    const json = html.match(/<script id="wallet-config" type="application\/json">(.*?)<\/script>/)?.[1]
    expect(JSON.parse(json!)).toEqual(config)
    // A value cannot end the script element early.
    expect(json).not.toContain('</script>')
  })

  it('behavior: the wallet script is bundled for the browser on first request', async () => {
    service = await startWalletDemo({ port: 0, config: () => config })
    const response = await fetch(`${service.url}/wallet.js`)
    const script = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(script).toContain('airlock-demo-wallet')
    expect(script.length).toBeGreaterThan(100_000)
  }, 30_000)

  it('error: before the stack is up the page says so; unknown paths are 404', async () => {
    let ready: WalletDemoConfig | undefined
    service = await startWalletDemo({ port: 0, config: () => ready })
    expect((await fetch(`${service.url}/`)).status).toBe(503)
    ready = config
    expect((await fetch(`${service.url}/`)).status).toBe(200)
    expect((await fetch(`${service.url}/secret`)).status).toBe(404)
  })

  it('error: a DNS-rebound Host gets 403 and never the page holding the key', async () => {
    service = await startWalletDemo({ port: 0, config: () => config })
    const rebound = await requestWithHost(`${service.url}/`, 'wallet.evil.test:5174')
    expect(rebound).toEqual({ status: 403, body: 'Host not allowed' })
    expect((await requestWithHost(`${service.url}/`, 'localhost:5174')).body).toContain(config.privateKey)
  })
})
