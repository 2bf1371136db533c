import { describe, expect, test } from 'vitest'
import { createWalletClient, custom, defineChain, parseTransaction, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendEvmTransaction } from './sendEvmTransaction.js'

const ESTIMATE = 100_000n
const chain = defineChain({ id: 31337, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/** A wallet client over a node double that estimates ESTIMATE gas and keeps what is sent. */
function walletOverNode() {
  const sent: Hex[] = []
  const estimated: unknown[] = []
  const node = {
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_chainId': return toHex(chain.id)
        case 'eth_estimateGas': estimated.push(params?.[0]); return toHex(ESTIMATE)
        case 'eth_getTransactionCount': return '0x0'
        case 'eth_getBlockByNumber': return { baseFeePerGas: '0x1', number: '0x1' }
        case 'eth_maxPriorityFeePerGas': return '0x1'
        case 'eth_sendRawTransaction': sent.push(params![0] as Hex); return '0x' + 'ab'.repeat(32)
        default: throw new Error(`unexpected ${method}`)
      }
    },
  }
  const client = createWalletClient({ account: privateKeyToAccount(`0x${'11'.repeat(32)}`), chain, transport: custom(node, { retryCount: 0 }) })
  return { client, sent, estimated }
}

describe('sendEvmTransaction', () => {
  test('behavior: a transaction that names no gas is sent with 20 % over the node\'s estimate', async () => {
    const { client, sent, estimated } = walletOverNode()
    await sendEvmTransaction(client, { to: `0x${'22'.repeat(20)}`, data: '0x1234', value: 5n })
    expect(estimated).toEqual([expect.objectContaining({ to: `0x${'22'.repeat(20)}`, data: '0x1234', value: '0x5' })])
    expect(parseTransaction(sent[0]!).gas).toBe(120_000n)
  })

  test('behavior: a transaction that names its gas is sent with it, unestimated', async () => {
    const { client, sent, estimated } = walletOverNode()
    await sendEvmTransaction(client, { to: `0x${'22'.repeat(20)}`, gas: 50_000n })
    expect(estimated).toEqual([])
    expect(parseTransaction(sent[0]!).gas).toBe(50_000n)
  })
})
