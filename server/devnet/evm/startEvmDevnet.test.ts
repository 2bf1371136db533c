import { createServer } from 'node:net'
import { createPublicClient, parseEther, parseUnits, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetClients } from './createDevnetClients.js'
import { EvmDevnetError } from './EvmDevnetError.js'
import { startEvmDevnet, type EvmDevnet } from './startEvmDevnet.js'

describe('startEvmDevnet', () => {
  let devnet: EvmDevnet
  beforeAll(async () => {
    devnet = await startEvmDevnet({ port: 0, nftBaseUri: 'http://127.0.0.1:1/pass/' })
  })
  afterAll(() => devnet?.stop())

  it('default', async () => {
    const { publicClient } = createDevnetClients(devnet)
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await publicClient.getChainId()).toBe(31337)
    expect(devnet.accounts).toHaveLength(10)
    // Account 9 sent nothing, so it holds exactly its genesis ETH and its DUSD.
    const last = devnet.accounts[9]!.address
    expect(await publicClient.getBalance({ address: last })).toBe(parseEther('10000'))
    for (const { address } of devnet.accounts) {
      const dusd = await publicClient.readContract({ ...devnet.contracts.token, functionName: 'balanceOf', args: [address] })
      expect(dusd).toBe(parseUnits('10000', 6))
    }
    const [ethReserve, tokenReserve] = await publicClient.readContract({ ...devnet.contracts.pool, functionName: 'reserves' })
    expect([ethReserve, tokenReserve]).toEqual([parseEther('100'), parseUnits('300000', 6)])
    const passes = await Promise.all(devnet.accounts.slice(0, 2).map(({ address }) =>
      publicClient.readContract({ ...devnet.contracts.nft, functionName: 'balanceOf', args: [address] })))
    expect(passes).toEqual([3n, 1n])
    expect(await publicClient.readContract({ ...devnet.contracts.nft, functionName: 'tokenURI', args: [4n] }))
      .toBe('http://127.0.0.1:1/pass/4')
  })

  it('behavior: contracts sit at the same addresses and blocks on every fresh chain', () => {
    const { token, nft, pool } = devnet.contracts
    expect([token.address, nft.address, pool.address].map((a) => a.toLowerCase())).toEqual([
      '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
      '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
    ])
    expect([token.deployBlock, nft.deployBlock, pool.deployBlock]).toEqual([1n, 2n, 3n])
  })

  it('behavior: two devnets run side by side with separate state and their own chain ids', async () => {
    const other = await startEvmDevnet({ port: 0, chainId: 31338 })
    try {
      expect(other.url).not.toBe(devnet.url)
      expect(other.chainId).toBe(31338)
      expect(await createDevnetClients(other).publicClient.getChainId()).toBe(31338)
      const clients = createDevnetClients(other)
      const to = '0x000000000000000000000000000000000000dEaD'
      await clients.wallet(2).sendTransaction({ to, value: 1n })
      expect(await clients.publicClient.getBalance({ address: to })).toBe(1n)
      expect(await createDevnetClients(devnet).publicClient.getBalance({ address: to })).toBe(0n)
    } finally {
      await other.stop()
    }
  })

  it('behavior: answers JSON-RPC over a websocket on the same port', async () => {
    const transport = webSocket(devnet.url.replace('http', 'ws'), { retryCount: 0, reconnect: false })
    const client = createPublicClient({ transport })
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(3n)
    // The socket stays open on purpose: stop() must still finish (checked in the next test).
  })

  it('behavior: stop() closes open connections and the port', async () => {
    const local = await startEvmDevnet({ port: 0 })
    const transport = webSocket(local.url.replace('http', 'ws'), { retryCount: 0, reconnect: false })
    const ws = createPublicClient({ transport })
    await ws.getBlockNumber()
    await local.stop()
    await expect(fetch(local.url, { method: 'POST' })).rejects.toThrow()
    await local.stop()
  })

  it('error: a port already taken is reported, not fatal', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const error = await startEvmDevnet({ port }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(EvmDevnetError)
      expect((error as EvmDevnetError).code).toBe('EVM_DEVNET_PORT_UNAVAILABLE')
    } finally {
      blocker.close()
    }
  })
})
