import type { SmartAccountCall } from './SmartAccountCall.js'
import type { SmartAccountHandle } from './openSmartAccount.js'
import { paymasterClientFor, paymasterEndpoint, type Paymaster } from './Paymaster.js'

/**
 * Whether `paymaster` would pay the gas of these calls: the project's sponsor (the API's
 * ERC-7677 endpoint) answers pm_getPaymasterStubData only for what the project's policy
 * allows (targets, plain ETH sends, today's limit); an app's own service decides alone. No
 * such paymaster on the chain, or a refusal, is false.
 */
export async function checkSponsorship(handle: SmartAccountHandle, calls: readonly SmartAccountCall[], paymaster: Paymaster = { kind: 'project' }): Promise<boolean> {
  const url = paymasterEndpoint(handle.network, paymaster)
  if (!url) return false
  const { account } = handle
  try {
    const [callData, nonce, deployed] = await Promise.all([account.encodeCalls(calls.map((c) => ({ ...c, value: c.value ?? 0n, data: c.data ?? '0x' }))), account.getNonce(), account.isDeployed()])
    const factoryArgs = deployed ? {} : await account.getFactoryArgs()
    await paymasterClientFor(url, paymaster, handle.sessionToken).getPaymasterStubData({
      sender: handle.address,
      nonce,
      callData,
      ...factoryArgs,
      chainId: handle.network.chainId,
      entryPointAddress: account.entryPoint.address,
      ...(paymaster.kind === 'app' && paymaster.context && { context: paymaster.context }),
    } as never)
    return true
  } catch {
    return false
  }
}
