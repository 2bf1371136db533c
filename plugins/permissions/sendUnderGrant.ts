import { PermissionError, type PermissionResponse } from 'airlock/kit'
import { createPublicClient, defineChain, encodeFunctionData, encodePacked, http, pad, type Hex, type LocalAccount } from 'viem'
import { createBundlerClient, createPaymasterClient, toSoladySmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { PermissionCall } from './checkCalls.js'
import { permissionAbi } from './delegationAbi.js'
import type { PermissionNetwork } from './permissionNetworks.js'
import { revertReason } from './revertReason.js'

// ERC-7579's single call, default execution: what the framework's period enforcers accept.
const singleDefaultMode = pad('0x00', { size: 32 })

/** The app's own key, as a viem account or a private key. */
export type AppKey = LocalAccount | Hex

function chainOf(caipNetworkId: string, rpcUrl: string) {
  return defineChain({ id: Number(caipNetworkId.split(':')[1]), name: caipNetworkId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
}

/**
 * The app's own ERC-4337 account for `key`: the AirlockAccount (Solady's) the network's
 * factory makes for that owner, deployed by its first operation. It is what a grant names as
 * its signer, and what redeems it: the key never leaves the app.
 */
export async function openAppAccount(network: PermissionNetwork, rpcUrl: string, key: AppKey): Promise<SmartAccount> {
  const factoryAddress = network.entryPoint?.accountFactory
  if (!factoryAddress) throw new PermissionError('PERMISSIONS_UNSUPPORTED', 'This network has no account factory for the app’s own account')
  const owner = typeof key === 'string' ? privateKeyToAccount(key) : key
  const client = createPublicClient({ chain: chainOf(network.caipNetworkId, rpcUrl), transport: http(rpcUrl, { retryCount: 1 }) })
  return toSoladySmartAccount({ client, owner, factoryAddress, salt: pad(owner.address, { dir: 'right', size: 32 }) })
}

/**
 * Sends `calls` as one user operation of the app's own account through the network's
 * bundler, each call redeeming the grant at the DelegationManager (ERC-7710), which runs it
 * from the person's account only if every rule of the grant holds on chain. Gas is paid by
 * the app's account, or by `paymasterUrl` (an ERC-7677 service) when given. Resolves once the
 * operation is in a block; an operation the chain refused is `PERMISSION_FAILED`.
 */
export async function sendUnderGrant(options: {
  network: PermissionNetwork
  rpcUrl: string
  permission: PermissionResponse
  calls: readonly PermissionCall[]
  key: AppKey
  paymasterUrl?: string | undefined
}): Promise<{ userOperationHash: Hex; transactionHash: Hex }> {
  const { network, permission, calls } = options
  if (!network.bundlerUrl) throw new PermissionError('PERMISSIONS_UNSUPPORTED', 'This network has no bundler to send the app’s operations')
  const account = await openAppAccount(network, options.rpcUrl, options.key)
  if (account.address.toLowerCase() !== permission.signer.data.address.toLowerCase()) {
    throw new PermissionError('PERMISSION_INVALID', `This permission is for account ${permission.signer.data.address}; this key's account is ${account.address}`)
  }
  const chain = chainOf(network.caipNetworkId, options.rpcUrl)
  const client = createPublicClient({ chain, transport: http(options.rpcUrl, { retryCount: 1 }) })
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    pollingInterval: 250,
    // Estimating a redemption simulates every enforcer: slower than a plain call on a busy node.
    transport: http(network.bundlerUrl, { retryCount: 0, timeout: 60_000 }),
    ...(options.paymasterUrl && { paymaster: createPaymasterClient({ transport: http(options.paymasterUrl, { retryCount: 0 }) }) }),
  })
  const redeem = (call: PermissionCall) => ({
    to: permission.signerMeta.delegationManager,
    data: encodeFunctionData({
      abi: permissionAbi,
      functionName: 'redeemDelegations',
      args: [[permission.context], [singleDefaultMode], [encodePacked(['address', 'uint256', 'bytes'], [call.to, call.value ?? 0n, call.data ?? '0x'])]],
    }),
  })
  let userOperationHash: Hex
  try {
    userOperationHash = await bundler.sendUserOperation({ calls: calls.map(redeem) })
  } catch (error) {
    const said = (error as { details?: string; shortMessage?: string }).details ?? (error as { shortMessage?: string }).shortMessage ?? String(error)
    throw new PermissionError('PERMISSION_FAILED', 'The chain refused this operation under the permission', { cause: error, details: revertReason(said) })
  }
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOperationHash, timeout: 60_000 })
  if (!receipt.success) throw new PermissionError('PERMISSION_FAILED', 'The operation reverted on chain', { details: receipt.reason ?? `user operation ${userOperationHash}` })
  return { userOperationHash, transactionHash: receipt.receipt.transactionHash }
}
