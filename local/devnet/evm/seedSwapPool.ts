import { maxUint256, type Address } from 'viem'
import { uniswapV2RouterAbi } from '../../../server/api/convert/uniswapV2/uniswapV2RouterAbi.js'
import { demoTokenAbi } from './demoTokenAbi.js'
import type { DeployClients } from './deployContract.js'
import type { UniswapV2Deployment } from './deployUniswapV2.js'

/** One token/WETH pool to open: how much of each side goes in. */
export interface SwapPoolSeed {
  /** A DemoToken the deployer may mint. */
  token: Address
  tokenAmount: bigint
  ethAmount: bigint
  /** Who receives the pool's liquidity tokens. */
  liquidityTo: Address
}

/**
 * Opens a token/WETH pool through Router02's `addLiquidityETH`: mints the token to the
 * deployer, approves the router and adds both sides, which creates the pair, whose
 * liquidity tokens go to `liquidityTo`. Returns the pair's address.
 */
export async function seedSwapPool(clients: DeployClients, uniswap: UniswapV2Deployment, seed: SwapPoolSeed): Promise<Address> {
  const { wallet, reader } = clients
  const account = wallet.account!
  const noChain = { chain: null, account } as const
  await wallet.writeContract({ ...noChain, address: seed.token, abi: demoTokenAbi, functionName: 'mint', args: [account.address, seed.tokenAmount] })
  await wallet.writeContract({ ...noChain, address: seed.token, abi: demoTokenAbi, functionName: 'approve', args: [uniswap.router.address, seed.tokenAmount] })
  await wallet.writeContract({
    ...noChain, address: uniswap.router.address, abi: uniswapV2RouterAbi, functionName: 'addLiquidityETH',
    args: [seed.token, seed.tokenAmount, seed.tokenAmount, seed.ethAmount, seed.liquidityTo, maxUint256], value: seed.ethAmount,
  })
  return reader.readContract({ ...uniswap.factory, functionName: 'getPair', args: [seed.token, uniswap.weth.address] })
}
