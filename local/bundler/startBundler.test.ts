import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { useStarted } from '../../test/helpers/useStarted.js'
import { startEvmDevnet } from '../devnet/evm/startEvmDevnet.js'
import { requestWithHost } from '../../server/http/testing/requestWithHost.js'
import { findPortProblem } from '../stack/findPortProblem.js'
import { BundlerError } from './BundlerError.js'
import { startBundler, type StartBundlerOptions } from './startBundler.js'

const rpc = async (url: string, method: string, params: unknown[] = []) =>
  (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as { result?: unknown }

// The local addresses of listening TCP sockets on `port`, read from the kernel's table, so the
// test needs no traffic to any interface but loopback. 0100007F is 127.0.0.1.
async function listeningAddresses(port: number): Promise<string[]> {
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => '')
  const portHex = port.toString(16).toUpperCase().padStart(4, '0')
  return table.split('\n').slice(1).map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${portHex}`) && cols[3] === '0A')
    .map((cols) => cols[1]!.split(':')[0]!)
}

describe('startBundler', () => {
  const started = useStarted(async () => {
    const devnet = await startEvmDevnet({ port: 0 })
    const options: StartBundlerOptions = {
      rpcUrl: devnet.url,
      entryPoints: [devnet.smartAccounts.entryPoint07, devnet.smartAccounts.entryPoint08],
      executorPrivateKey: devnet.operators.bundlerExecutor.privateKey,
      utilityPrivateKey: devnet.operators.bundlerUtility.privateKey,
      port: 0,
    }
    return { devnet, options, bundler: await startBundler(options) }
  }, async ({ bundler, devnet }) => {
    await bundler.stop()
    await devnet.stop()
  }, 120_000)

  it('default: serves ERC-4337 JSON-RPC for both EntryPoints on a free loopback port', async () => {
    const { bundler, devnet } = started
    expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(bundler.url).not.toMatch(/:8796$/)
    expect((await rpc(bundler.url, 'eth_supportedEntryPoints')).result).toEqual([devnet.smartAccounts.entryPoint07, devnet.smartAccounts.entryPoint08])
    expect((await rpc(bundler.url, 'eth_chainId')).result).toBe('0x7a69')
  })

  it('behavior: listens on 127.0.0.1 only, although alto asks for every interface', async () => {
    const port = Number(new URL(started.bundler.url).port)
    const addresses = await listeningAddresses(port)
    // /proc/net/tcp exists on Linux, where CI runs; elsewhere there is nothing to read.
    if (addresses.length > 0) expect(addresses).toEqual(['0100007F'])
  })

  it('error: a DNS-rebound Host gets 403, and no cross-origin page may call it', async () => {
    const { bundler } = started
    expect(await requestWithHost(bundler.url, 'bundler.evil.test:8796', 'POST')).toEqual({ status: 403, body: 'Host not allowed' })
    const preflight = await fetch(bundler.url, { method: 'OPTIONS', headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const call = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.test' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
    expect(call.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('behavior: stop() ends the process and frees its port', async () => {
    const bundler = await startBundler(started.options)
    const port = Number(new URL(bundler.url).port)
    await bundler.stop()
    await bundler.stop()
    expect(await findPortProblem('127.0.0.1', port)).toBeUndefined()
  }, 60_000)

  it('error: a port already taken is reported, not fatal', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const error = await startBundler({ ...started.options, port }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(BundlerError)
      expect((error as BundlerError).code).toBe('BUNDLER_PORT_UNAVAILABLE')
    } finally {
      blocker.close()
    }
  })

  it('error: a bundler that cannot reach its chain fails to start, with its log in the details', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as { port: number }
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await startBundler({ ...started.options, rpcUrl: `http://127.0.0.1:${port}`, startTimeoutMs: 30_000 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BundlerError)
    expect((error as BundlerError).code).toBe('BUNDLER_START_FAILED')
    expect((error as BundlerError).details).toBeTruthy()
  }, 60_000)
})
