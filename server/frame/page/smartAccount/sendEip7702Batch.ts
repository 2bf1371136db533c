import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import { evmWalletClient } from '../signing/evmWalletClient.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { SmartAccountCall } from './SmartAccountCall.js'

const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])

/**
 * Sends an EOA's calls as one transaction to itself that runs the EIP-7702 delegate's
 * `executeBatch` (Simple7702Account: all calls or none). With `delegates`, the transaction
 * (type 4) carries the account's authorization to that delegate, signed here for the next
 * nonce (`executor: 'self'`). Answers the transaction's hash.
 */
export async function sendEip7702Batch(ctx: SigningContext, chainId: string, address: Address, delegate: Address, calls: readonly SmartAccountCall[], delegates: boolean): Promise<Hex> {
  const data = encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))] })
  return ctx.keyring.withKey('eip155', async (secret) => {
    const client = evmWalletClient(secret, chainId, ctx.rpc)
    const account = client.account!
    const authorization = delegates ? await client.signAuthorization({ account, contractAddress: delegate, executor: 'self' }) : undefined
    return client.sendTransaction({ account, chain: client.chain, to: address, data, ...(authorization && { authorizationList: [authorization] }) } as never)
  })
}
