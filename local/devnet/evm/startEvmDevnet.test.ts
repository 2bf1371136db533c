import { request } from 'node:http'
import { createServer } from 'node:net'
import WebSocket from 'ws'
import { createPublicClient, erc20Abi, parseEther, parseUnits, webSocket } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2PairAbi } from '../../../server/api/convert/uniswapV2/uniswapV2PairAbi.js'
import { createDevnetClients } from './createDevnetClients.js'
import { EvmDevnetError } from './EvmDevnetError.js'
import { startEvmDevnet, type EvmDevnet } from './startEvmDevnet.js'

describe('startEvmDevnet', () => {
  let devnet: EvmDevnet
  beforeAll(async () => {
    devnet = await startEvmDevnet({ port: 0, nftBaseUri: 'http://127.0.0.1:1/pass/' })
  })
  afterAll(() => devnet?.stop())

  it('behavior: only loopback Host names are answered, over HTTP and websocket (DNS rebinding)', async () => {
    const { port } = new URL(devnet.url)
    const post = (host: string) => new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { host, 'content-type': 'application/json' } }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.once('error', reject)
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }))
    })
    expect(await post(`127.0.0.1:${port}`)).toBe(200)
    expect(await post(`localhost:${port}`)).toBe(200)
    expect(await post(`evil.test:${port}`)).toBe(403)
    const open = (host: string) => new Promise<string>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`, { headers: { host } })
      socket.once('open', () => {
        socket.close()
        resolve('open')
      })
      socket.once('error', () => resolve('refused'))
    })
    expect(await open(`127.0.0.1:${port}`)).toBe('open')
    expect(await open(`evil.test:${port}`)).toBe('refused')
  })

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
    // Pools hold what was added: DUSD sorts below WETH by address (token0), DGLD too.
    const reserves = (pair: `0x${string}`) => publicClient.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
    expect((await reserves(devnet.contracts.pairs.dusdWeth)).slice(0, 2)).toEqual([parseUnits('300000', 6), parseEther('100')])
    expect((await reserves(devnet.contracts.pairs.dgldWeth)).slice(0, 2)).toEqual([parseUnits('200', 18), parseEther('100')])
    // The liquidity is locked: its tokens went to the burn address, none to the deployer.
    const lp = (owner: `0x${string}`) => publicClient.readContract({ address: devnet.contracts.pairs.dusdWeth, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    expect(await lp(devnet.accounts[0]!.address)).toBe(0n)
    expect(await lp('0x000000000000000000000000000000000000dEaD')).toBeGreaterThan(0n)
    const { router, weth } = devnet.contracts.uniswap
    expect(await publicClient.readContract({ ...router, functionName: 'WETH' })).toBe(weth.address)
    const passes = await Promise.all(devnet.accounts.slice(0, 2).map(({ address }) =>
      publicClient.readContract({ ...devnet.contracts.nft, functionName: 'balanceOf', args: [address] })))
    expect(passes).toEqual([3n, 1n])
    expect(await publicClient.readContract({ ...devnet.contracts.nft, functionName: 'tokenURI', args: [4n] }))
      .toBe('http://127.0.0.1:1/pass/4')
  })

  it('behavior: contracts sit at the same addresses and blocks on every fresh chain', () => {
    const { token, nft, gold, uniswap, pairs } = devnet.contracts
    const deployed = [token, nft, gold, uniswap.weth, uniswap.factory, uniswap.router]
    expect(deployed.map((c) => c.address)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
    ])
    expect(deployed.map((c) => c.deployBlock)).toEqual([1n, 2n, 3n, 4n, 5n, 6n])
    expect(pairs).toEqual({ dusdWeth: '0xfC060C5b8A8C0e1bb6F15434288578883cAaa866', dgldWeth: '0xd490f155Fb9D18b64E985e7BAC7615Fe277370ad' })
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
