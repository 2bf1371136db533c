import { bytesToHex, createWalletClient, custom, defineChain, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { RpcClient } from '../rpc/createRpcClient.js'

/**
 * A viem wallet client that signs locally with `secret` and reaches the chain only through
 * the API's RPC proxy. Lives for one request; the caller zeroes `secret` afterwards.
 */
export function evmWalletClient(secret: Uint8Array, chainId: string, rpc: RpcClient): WalletClient {
  const id = Number(chainId.split(':')[1])
  const chain = defineChain({ id, name: chainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  return createWalletClient({
    account: privateKeyToAccount(bytesToHex(secret)),
    chain,
    transport: custom({ request: ({ method, params }) => rpc(chainId, method, params) }, { retryCount: 0 }),
  })
}
