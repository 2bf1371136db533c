import { SimpleSmartAccount } from 'permissionless/accounts/simple'
import { createPublicClient, custom, defineChain, http, parseAbi, type Address, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, type BundlerClient, type SmartAccount } from 'viem/account-abstraction'
import type { Keyring } from '../createKeyring.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { createOwnerAccount } from './createOwnerAccount.js'
import type { SmartAccountNetwork } from './SmartAccountNetwork.js'

const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])

/** The user's smart account on one chain, with what sends its user operations. */
export interface SmartAccountHandle {
  chainId: string
  address: Address
  network: SmartAccountNetwork
  account: SmartAccount
  publicClient: PublicClient
  /** Whether the account's code is on chain (it deploys with its first user operation). */
  isDeployed(): Promise<boolean>
  /** A bundler client through the API, paying gas through the API's sponsor when `sponsored`. */
  bundler(sponsored: boolean): BundlerClient
}

/**
 * Opens the SimpleAccount (ERC-4337, permissionless `toSimpleSmartAccount`) owned by the
 * embedded EOA on `network`: EntryPoint v0.7 where the chain has it (the version the local
 * verifying paymaster sponsors), else v0.8. Its address is the factory's counterfactual one,
 * read through the API's RPC proxy, so it is known before the account exists.
 */
export async function openSmartAccount(keyring: Keyring, rpc: RpcClient, network: SmartAccountNetwork): Promise<SmartAccountHandle> {
  const owner = keyring.address('eip155') as Address | undefined
  if (!owner) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  const entryPoint = network.entryPoints.find((e) => e.version === '0.7') ?? network.entryPoints[0]
  if (!entryPoint || !network.bundlerUrl) throw new FrameFailure('unsupported', 'No EntryPoint on this network', { rpcCode: 4200 })
  const chainId = network.caipNetworkId
  const chain = defineChain({ id: network.chainId, name: chainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  const publicClient = createPublicClient({
    chain,
    pollingInterval: 250,
    transport: custom({ request: ({ method, params }) => rpc(chainId, method, params) }, { retryCount: 0 }),
  })
  const factory = entryPoint.simpleAccountFactory
  const address = await publicClient.readContract({ address: factory, abi: factoryAbi, functionName: 'getAddress', args: [owner, 0n] })
  const account = await SimpleSmartAccount.toSimpleSmartAccount({
    client: publicClient,
    owner: createOwnerAccount(keyring, owner),
    entryPoint: { address: entryPoint.address, version: entryPoint.version },
    factoryAddress: factory,
    address,
  })
  const bundlerUrl = network.bundlerUrl
  const paymasterUrl = network.paymasterUrl
  return {
    chainId,
    address,
    network,
    account,
    publicClient: publicClient as PublicClient,
    isDeployed: () => account.isDeployed(),
    bundler: (sponsored) =>
      createBundlerClient({
        account,
        client: publicClient,
        chain,
        pollingInterval: 250,
        transport: http(bundlerUrl, { retryCount: 0 }),
        ...(sponsored && paymasterUrl && { paymaster: createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0 }) }) }),
      }),
  }
}
