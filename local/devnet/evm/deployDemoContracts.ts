import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address } from 'viem'
import type { CompiledContract, ContractName } from './compileContracts.js'
import { deployContract, type Deployed } from './deployContract.js'
import { deployUniswapV2, type UniswapV2Deployment } from './deployUniswapV2.js'
import { demoNftAbi } from './demoNftAbi.js'
import { demoTokenAbi } from './demoTokenAbi.js'
import { EvmDevnetError } from './EvmDevnetError.js'
import { seedSwapPool } from './seedSwapPool.js'

export type { Deployed } from './deployContract.js'

/** The project's contracts on the local chain, with ABIs typed for viem. */
export interface DemoContracts {
  /** Demo USD (DUSD, 6 decimals): every dev account holds some. */
  token: Deployed<typeof demoTokenAbi>
  /** Demo Gold (DGLD, 18 decimals): only in its pool, reached by swapping. */
  gold: Deployed<typeof demoTokenAbi>
  nft: Deployed<typeof demoNftAbi>
  /** Uniswap V2 (published artifacts) with its WETH. */
  uniswap: UniswapV2Deployment
  /** The two pools, both against WETH: DUSD → DGLD routes through both. */
  pairs: { dusdWeth: Address; dgldWeth: Address }
}

/** What {@link deployDemoContracts} hands out, so tests and the API can count on it. */
export const demoSeed = {
  /** DUSD minted to every dev account (6 decimals): 10,000 DUSD. */
  tokensPerAccount: parseUnits('10000', 6),
  /** DUSD/WETH opens at 300,000 DUSD : 100 ETH, so 1 ETH ≈ 3,000 DUSD. */
  dusdPool: { tokenAmount: parseUnits('300000', 6), ethAmount: parseEther('100') },
  /** DGLD/WETH opens at 200 DGLD : 100 ETH, so 1 DGLD ≈ 0.5 ETH ≈ 1,500 DUSD. */
  goldPool: { tokenAmount: parseUnits('200', 18), ethAmount: parseEther('100') },
  /**
   * Where the pools' liquidity tokens go: a burn address, so the liquidity is locked (no dev
   * account can drain a pool) and no dev account holds UNI-V2 tokens in its balances.
   */
  liquidityTo: '0x000000000000000000000000000000000000dEaD',
  /** Which dev account receives each PASS, in token id order from 1. */
  passHolders: [0, 0, 0, 1],
  /**
   * The dev account the local API's faucets pay from (test funds, the sandbox onramp); it may
   * also mint PASS, so a fresh wallet can be given one.
   */
  faucetAccount: 9,
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
 * Deploys from the first account, in this order: DUSD, PASS, DGLD, WETH9, the Uniswap V2
 * factory and Router02; opens the DUSD/WETH and DGLD/WETH pools and hands out
 * {@link demoSeed}. On a fresh chain every address is always the same, since they follow
 * from the deployer and its nonces.
 */
export async function deployDemoContracts(options: DeployDemoContractsOptions): Promise<DemoContracts> {
  const { url, compiled, accounts, nftBaseUri } = options
  const deployer = accounts[0]
  if (!deployer) throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', 'No account to deploy the contracts from.')
  // The node holds the keys and signs; with automine each send returns once mined, and a
  // revert rejects it, so no receipt needs waiting for except to read addresses.
  const transport = http(url, { retryCount: 0 })
  const clients = { wallet: createWalletClient({ account: deployer.address, transport }), reader: createPublicClient({ transport }) }
  const noChain = { chain: null, account: deployer.address } as const
  const demoToken = (name: string, symbol: string, decimals: number) =>
    deployContract(clients, { abi: demoTokenAbi, bytecode: compiled.DemoToken.bytecode, args: [name, symbol, decimals] })

  const token = await demoToken('Demo USD', 'DUSD', 6)
  const minter = accounts[demoSeed.faucetAccount]?.address ?? deployer.address
  const nft = await deployContract(clients, { abi: demoNftAbi, bytecode: compiled.DemoNft.bytecode, args: [nftBaseUri, minter] })
  const gold = await demoToken('Demo Gold', 'DGLD', 18)
  const uniswap = await deployUniswapV2(clients)
  const pairs = {
    dusdWeth: await seedSwapPool(clients, uniswap, { token: token.address, ...demoSeed.dusdPool, liquidityTo: demoSeed.liquidityTo }),
    dgldWeth: await seedSwapPool(clients, uniswap, { token: gold.address, ...demoSeed.goldPool, liquidityTo: demoSeed.liquidityTo }),
  }
  for (const { address } of accounts) {
    await clients.wallet.writeContract({ ...noChain, address: token.address, abi: demoTokenAbi, functionName: 'mint', args: [address, demoSeed.tokensPerAccount] })
  }
  for (const holder of demoSeed.passHolders) {
    const to = accounts[holder]?.address ?? deployer.address
    await clients.wallet.writeContract({ ...noChain, address: nft.address, abi: demoNftAbi, functionName: 'mint', args: [to] })
  }
  return { token, gold, nft, uniswap, pairs }
}
