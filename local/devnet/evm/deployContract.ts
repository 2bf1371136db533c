import { getAddress, type Abi, type Hex, type PublicClient, type WalletClient } from 'viem'
import { EvmDevnetError } from './EvmDevnetError.js'

/** A contract on the local chain. */
export interface Deployed<TAbi extends Abi = Abi> {
  address: `0x${string}`
  abi: TAbi
  /** The block holding the deployment: where an indexer starts reading its logs. */
  deployBlock: bigint
}

/** The clients a deployment is sent and read with: the wallet's account is unlocked on the node. */
export interface DeployClients {
  wallet: WalletClient
  reader: PublicClient
}

/**
 * Deploys `bytecode` with constructor `args` from the wallet's account and returns it typed
 * with `abi` (the ABI calls are made with, which may be narrower than the artifact's).
 */
export async function deployContract<TAbi extends Abi>(
  clients: DeployClients,
  contract: {
    abi: TAbi
    bytecode: Hex
    args?: readonly unknown[]
    value?: bigint
    /** The ABI holding the constructor, when `abi` is a narrower one without it; default `abi`. */
    deployAbi?: Abi
  },
): Promise<Deployed<TAbi>> {
  const { wallet, reader } = clients
  // No chain: viem would otherwise ask the node for its chain id before every send.
  const hash = await wallet.deployContract({
    chain: null, account: wallet.account!, abi: contract.deployAbi ?? (contract.abi as Abi), bytecode: contract.bytecode,
    args: contract.args ?? [], value: contract.value,
  } as Parameters<WalletClient['deployContract']>[0])
  // Waited for, not read once: EDR mines before it answers, anvil answers first and mines just after.
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress) throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `Deployment ${hash} made no contract.`)
  // Checksummed, as viem returns addresses from reads, so the two compare equal.
  return { address: getAddress(receipt.contractAddress), abi: contract.abi, deployBlock: receipt.blockNumber }
}
