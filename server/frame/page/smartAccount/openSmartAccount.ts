import { createPublicClient, custom, defineChain, http, pad, parseAbi, type Address, type Hex, type PublicClient } from 'viem'
import { createBundlerClient, estimateUserOperationGas, toSoladySmartAccount, type BundlerClient, type SmartAccount } from 'viem/account-abstraction'
import type { Keyring } from '../createKeyring.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { createOwnerAccount } from './createOwnerAccount.js'
import { paymasterClientFor, paymasterEndpoint, type Paymaster } from './Paymaster.js'
import type { SmartAccountNetwork } from './SmartAccountNetwork.js'

const factoryAbi = parseAbi(['function getAddress(bytes32 salt) view returns (address)'])

/** The account's salt: its owner's address first, which the factory requires (one account per owner). */
export const accountSalt = (owner: Address): Hex => pad(owner, { dir: 'right', size: 32 })

/**
 * Call gas given over the bundler's estimate, in percent. The estimate is the least gas its
 * simulation succeeded with, and a batch whose later call spends what an earlier one set
 * up (an approval used up by a swap's transferFrom) ran out of gas at it on the local chain.
 * 20 % stays under EntryPoint v0.7's 40,000 gas of unused call gas before any is charged,
 * for ordinary operations.
 */
export const CALL_GAS_HEADROOM_PERCENT = 120n

/** The user's smart account on one chain, with what sends its user operations. */
export interface SmartAccountHandle {
  chainId: string
  address: Address
  network: SmartAccountNetwork
  account: SmartAccount
  publicClient: PublicClient
  /** Whether the account's code is on chain (it deploys with its first user operation). */
  isDeployed(): Promise<boolean>
  /** A bundler client through the API, gas paid by `paymaster` when given (else by the account). */
  bundler(paymaster?: Paymaster): BundlerClient
  /** The session token the project's sponsor is asked with. */
  sessionToken(): string | undefined
}

/**
 * Opens the AirlockAccount owned by the embedded EOA on `network`: Solady's ERC-4337 account
 * (EntryPoint v0.7) through viem's `toSoladySmartAccount`. It signs messages and typed data by
 * ERC-1271 with ERC-7739 (wrapped in ERC-6492 until it is deployed), so sign-in works from it.
 * Its address is the factory's counterfactual one, read through the API's RPC proxy, so it is
 * known before the account exists.
 */
export async function openSmartAccount(keyring: Keyring, rpc: RpcClient, network: SmartAccountNetwork, sessionToken: () => string | undefined = () => undefined): Promise<SmartAccountHandle> {
  const owner = keyring.address('eip155') as Address | undefined
  if (!owner) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  const entryPoint = network.entryPoints.find((e) => e.version === '0.7' && e.accountFactory)
  if (!entryPoint?.accountFactory || !network.bundlerUrl) throw new FrameFailure('unsupported', 'No EntryPoint on this network', { rpcCode: 4200 })
  const chainId = network.caipNetworkId
  const chain = defineChain({ id: network.chainId, name: chainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
  const publicClient = createPublicClient({
    chain,
    pollingInterval: 250,
    transport: custom({ request: ({ method, params }) => rpc(chainId, method, params) }, { retryCount: 0 }),
  })
  const factoryAddress = entryPoint.accountFactory
  const salt = accountSalt(owner)
  const address = await publicClient.readContract({ address: factoryAddress, abi: factoryAbi, functionName: 'getAddress', args: [salt] })
  const account = await toSoladySmartAccount({ client: publicClient, owner: createOwnerAccount(keyring, owner), factoryAddress, salt, address })
  const bundlerUrl = network.bundlerUrl
  const estimator = createBundlerClient({ client: publicClient, chain, transport: http(bundlerUrl, { retryCount: 0 }) })
  // Gas is estimated here rather than by the send (which then takes these figures as they
  // are), so the call gas gets its headroom before the sponsor signs the operation.
  account.userOperation = {
    ...account.userOperation,
    async estimateGas(request) {
      const gas = await estimateUserOperationGas(estimator, {
        account,
        callGasLimit: 0n,
        preVerificationGas: 0n,
        verificationGasLimit: 0n,
        ...(request.paymaster && { paymasterPostOpGasLimit: 0n, paymasterVerificationGasLimit: 0n }),
        ...request,
      } as Parameters<typeof estimateUserOperationGas>[1])
      return { ...gas, callGasLimit: (gas.callGasLimit * CALL_GAS_HEADROOM_PERCENT) / 100n }
    },
  }
  return {
    chainId,
    address,
    network,
    account,
    publicClient: publicClient as PublicClient,
    isDeployed: () => account.isDeployed(),
    sessionToken,
    bundler: (paymaster) => {
      const paymasterUrl = paymaster && paymasterEndpoint(network, paymaster)
      return createBundlerClient({
        account,
        client: publicClient,
        chain,
        pollingInterval: 250,
        transport: http(bundlerUrl, { retryCount: 0 }),
        ...(paymasterUrl && paymaster && { paymaster: paymasterClientFor(paymasterUrl, paymaster, sessionToken) }),
        ...(paymaster?.kind === 'app' && paymaster.context && { paymasterContext: paymaster.context }),
      })
    },
  }
}
