import { createWalletClient, erc20Abi, http, isAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmChain } from '../chains/EvmChain.js'
import { ApiError } from '../http/ApiError.js'

/**
 * Pays `quantity` of ETH or the chain's dollar token (DUSD) to `to` from the chain's faucet
 * key and waits for the receipt; resolves to the hash and whether it succeeded.
 */
export async function deliverOnEvm(chain: EvmChain, symbol: string, to: string, quantity: string): Promise<{ hash: Hex; ok: boolean }> {
  const key = chain.options.faucetPrivateKey
  if (!key) throw new ApiError(503, `Network eip155:${chain.chainId} has no faucet to deliver from`)
  if (!isAddress(to, { strict: false })) throw new ApiError(400, 'Destination is not an EVM address', 'destination')
  const wallet = createWalletClient({ account: privateKeyToAccount(key, { nonceManager: chain.faucetNonces }), chain: chain.client.chain!, transport: http(chain.options.rpcUrl) })
  let hash: Hex
  if (symbol === 'ETH') {
    hash = await wallet.sendTransaction({ to: to as Address, value: parseEther(quantity) })
  } else {
    const token = chain.options.contracts?.token?.address
    if (!token) throw new ApiError(503, 'No local token configured')
    const decimals = await chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
    hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to as Address, parseUnits(quantity, decimals)] })
  }
  const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
  return { hash, ok: receipt.status === 'success' }
}
