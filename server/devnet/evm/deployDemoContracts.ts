import { createPublicClient, createWalletClient, getAddress, http, parseEther, parseUnits, type Abi, type Hash } from 'viem'
import type { CompiledContract, ContractName } from './compileContracts.js'
import { demoNftAbi } from './demoNftAbi.js'
import { demoSwapPoolAbi } from './demoSwapPoolAbi.js'
import { demoTokenAbi } from './demoTokenAbi.js'
import { EvmDevnetError } from './EvmDevnetError.js'

/** A contract on the local chain. */
export interface Deployed<TAbi extends Abi = Abi> {
  address: `0x${string}`
  abi: TAbi
  /** The block holding the deployment: where an indexer starts reading its logs. */
  deployBlock: bigint
}

/** The project's contracts on the local chain, with ABIs typed for viem. */
export interface DemoContracts {
  token: Deployed<typeof demoTokenAbi>
  nft: Deployed<typeof demoNftAbi>
  pool: Deployed<typeof demoSwapPoolAbi>
}

/** What {@link deployDemoContracts} hands out, so tests and the API can count on it. */
export const demoSeed = {
  /** DUSD minted to every dev account (6 decimals): 10,000 DUSD. */
  tokensPerAccount: parseUnits('10000', 6),
  /** The pool's opening reserves: 100 ETH against 300,000 DUSD, so 1 ETH ≈ 3,000 DUSD. */
  poolEth: parseEther('100'),
  poolTokens: parseUnits('300000', 6),
  /** Which dev account receives each PASS, in token id order from 1. */
  passHolders: [0, 0, 0, 1],
} as const

/** Options of {@link deployDemoContracts}. */
export interface DeployDemoContractsOptions {
  url: string
  compiled: Record<ContractName, CompiledContract>
  /** Unlocked on the node; the first one deploys and owns the contracts. */
  accounts: readonly { address: `0x${string}` }[]
  nftBaseUri: string
}

/**
 * Deploys DemoToken, DemoNft and DemoSwapPool from the first account and hands out
 * {@link demoSeed}. On a fresh chain the addresses are always the same, since they
 * follow from the deployer and its nonces 0, 1, 2.
 */
export async function deployDemoContracts(options: DeployDemoContractsOptions): Promise<DemoContracts> {
  const { url, compiled, accounts, nftBaseUri } = options
  const deployer = accounts[0]
  if (!deployer) throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', 'No account to deploy the contracts from.')
  // The node holds the keys and signs; with automine each send returns once mined, and a
  // revert rejects it, so no receipt needs waiting for except to read addresses.
  const transport = http(url, { retryCount: 0 })
  const wallet = createWalletClient({ account: deployer.address, transport })
  // No chain: viem would otherwise ask the node for its chain id before every send.
  const noChain = { chain: null } as const
  const reader = createPublicClient({ transport })
  const located = async <TAbi extends Abi>(hash: Hash, abi: TAbi): Promise<Deployed<TAbi>> => {
    const receipt = await reader.getTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `Deployment ${hash} made no contract.`)
    // Checksummed, as viem returns addresses from reads, so the two compare equal.
    return { address: getAddress(receipt.contractAddress), abi, deployBlock: receipt.blockNumber }
  }

  const token = await located(
    await wallet.deployContract({ ...noChain, abi: demoTokenAbi, bytecode: compiled.DemoToken.bytecode }),
    demoTokenAbi,
  )
  const nft = await located(
    await wallet.deployContract({ ...noChain, abi: demoNftAbi, bytecode: compiled.DemoNft.bytecode, args: [nftBaseUri] }),
    demoNftAbi,
  )
  const pool = await located(
    await wallet.deployContract({
      ...noChain,
      abi: demoSwapPoolAbi,
      bytecode: compiled.DemoSwapPool.bytecode,
      args: [token.address],
      value: demoSeed.poolEth,
    }),
    demoSwapPoolAbi,
  )

  const mintTokens = (to: `0x${string}`, value: bigint) =>
    wallet.writeContract({ ...noChain, address: token.address, abi: demoTokenAbi, functionName: 'mint', args: [to, value] })
  await mintTokens(pool.address, demoSeed.poolTokens)
  for (const { address } of accounts) await mintTokens(address, demoSeed.tokensPerAccount)
  for (const holder of demoSeed.passHolders) {
    const to = accounts[holder]?.address ?? deployer.address
    await wallet.writeContract({ ...noChain, address: nft.address, abi: demoNftAbi, functionName: 'mint', args: [to] })
  }
  return { token, nft, pool }
}
