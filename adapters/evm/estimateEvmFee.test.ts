import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineEvmNetwork, type Network } from 'airlock'
import { startEvmDevnet, type EvmDevnet } from '../../local/devnet/evm/startEvmDevnet.js'
import { createEvmRpcClients } from './createEvmRpcClients.js'
import { estimateEvmFee } from './estimateEvmFee.js'

let devnet: EvmDevnet
let network: Network

beforeAll(async () => {
  devnet = await startEvmDevnet({ port: 0 })
  network = defineEvmNetwork({ id: 31337, name: 'Airlock Devnet', network: 'airlock-devnet', rpc: devnet.url, testnet: true })
})

afterAll(() => devnet?.stop())

const client = () => createEvmRpcClients()(network)

describe('estimateEvmFee', () => {
  it('default: the node’s gas estimate at twice the base fee plus the priority fee', async () => {
    const [from, to] = [devnet.accounts[5]!, devnet.accounts[6]!]
    const fee = await estimateEvmFee(client(), from.address, { to: to.address, value: 1n }, network)
    const node = createPublicClient({ transport: http(devnet.url) })
    const block = await node.getBlock()
    const tip = BigInt(await node.request({ method: 'eth_maxPriorityFeePerGas' }))
    const gas = await node.estimateGas({ account: from.address, to: to.address, value: 1n })
    expect(gas).toBeGreaterThanOrEqual(21_000n)
    expect(fee).toEqual({ value: gas * (2n * block.baseFeePerGas! + tip), decimals: 18, symbol: 'ETH' })
  })

  it('behavior: a wallet whose sponsor pays the gas costs nothing: the estimate is 0, sponsored; a refusal or failure of the wallet costs the network\'s fee', async () => {
    const [from, to] = [devnet.accounts[5]!, devnet.accounts[6]!]
    const asked: unknown[] = []
    const sponsoring = { request: async () => null, sponsored: async (calls: readonly unknown[]) => (asked.push(...calls), true) }
    const token = devnet.contracts.token.address
    expect(await estimateEvmFee(client(), from.address, { to: to.address, value: parseUnits('5', 6), token }, network, sponsoring)).toEqual({ value: 0n, decimals: 18, symbol: 'ETH', sponsored: true })
    expect(asked).toEqual([{ to: token, data: expect.stringMatching(/^0xa9059cbb/) }])
    const refusing = { request: async () => null, sponsored: async () => false }
    const failing = { request: async () => null, sponsored: async () => Promise.reject(new Error('frame gone')) }
    for (const provider of [refusing, failing]) {
      const fee = await estimateEvmFee(client(), from.address, { to: to.address, value: 1n }, network, provider)
      expect([fee.sponsored, fee.value > 0n]).toEqual([undefined, true])
    }
  })

  it('behavior: an ERC-20 transfer is estimated as the token contract call, above a plain transfer', async () => {
    const [from, to] = [devnet.accounts[5]!, devnet.accounts[6]!]
    const native = await estimateEvmFee(client(), from.address, { to: to.address }, network)
    const token = await estimateEvmFee(client(), from.address, { to: to.address, value: parseUnits('5', 6), token: devnet.contracts.token.address }, network)
    expect(token.value).toBeGreaterThan(native.value)
  })

  it('rule Max: balance minus the estimate leaves the wallet enough to send it', async () => {
    const from = devnet.accounts[7]!
    const to = devnet.accounts[8]!.address
    const node = createPublicClient({ transport: http(devnet.url) })
    const balance = await node.getBalance({ address: from.address })
    const fee = await estimateEvmFee(client(), from.address, { to, value: 0n }, network)
    const wallet = createWalletClient({ account: privateKeyToAccount(from.privateKey), transport: http(devnet.url) })
    const hash = await wallet.sendTransaction({ chain: null, to, value: balance - fee.value })
    expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await node.getBalance({ address: from.address })).toBeLessThan(fee.value)
  })
})
