import { encodeAbiParameters, encodeFunctionData, pad, parseAbi, type Address, type Hex } from 'viem'
import { evmWalletClient } from '../signing/evmWalletClient.js'
import { sendEvmTransaction } from '../signing/sendEvmTransaction.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { SmartAccountCall } from './SmartAccountCall.js'

const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)', 'function execute(bytes32 mode, bytes executionCalldata)'])
// ERC-7579's batch call type (0x01) with the default execution type: all calls or none.
const erc7579BatchMode = pad('0x01', { dir: 'right', size: 32 })

/**
 * Sends an EOA's calls as one transaction to itself that runs the EIP-7702 delegate's
 * `executeBatch` (Simple7702Account: all calls or none), or with `erc7579` the ERC-7579
 * `execute` in batch mode of the Delegation Framework's account code. With `delegates`, the transaction
 * (type 4) carries the account's authorization to that delegate, signed here for the next
 * nonce (`executor: 'self'`). Answers the transaction's hash.
 */
export async function sendEip7702Batch(ctx: SigningContext, chainId: string, address: Address, delegate: Address, calls: readonly SmartAccountCall[], delegates: boolean, erc7579 = false): Promise<Hex> {
  const executions = calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' as Hex }))
  const data = erc7579
    ? encodeFunctionData({ abi: executeBatchAbi, functionName: 'execute', args: [erc7579BatchMode, encodeAbiParameters([{ type: 'tuple[]', components: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'callData', type: 'bytes' }] }], [executions.map((e) => ({ target: e.target, value: e.value, callData: e.data }))])] })
    : encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [executions] })
  return ctx.keyring.withKey('eip155', async (secret) => {
    const client = evmWalletClient(secret, chainId, ctx.rpc)
    const account = client.account!
    const authorization = delegates ? await client.signAuthorization({ account, contractAddress: delegate, executor: 'self' }) : undefined
    return sendEvmTransaction(client, { to: address, data, ...(authorization && { authorizationList: [authorization] }) })
  })
}
