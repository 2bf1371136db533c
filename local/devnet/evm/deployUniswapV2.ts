import { uniswapV2FactoryAbi } from '../../../server/api/convert/uniswapV2/uniswapV2FactoryAbi.js'
import { uniswapV2RouterAbi } from '../../../server/api/convert/uniswapV2/uniswapV2RouterAbi.js'
import { weth9Abi } from '../../../server/api/convert/uniswapV2/weth9Abi.js'
import { deployContract, type DeployClients, type Deployed } from './deployContract.js'
import { loadUniswapV2Artifacts } from './loadUniswapV2Artifacts.js'

/** Uniswap V2 on the local chain: the wrapped native currency, the factory and Router02. */
export interface UniswapV2Deployment {
  weth: Deployed<typeof weth9Abi>
  factory: Deployed<typeof uniswapV2FactoryAbi>
  router: Deployed<typeof uniswapV2RouterAbi>
}

/**
 * Deploys WETH9, UniswapV2Factory (the deployer may set the protocol fee; it stays off) and
 * UniswapV2Router02 from the published artifacts, in that order, from the wallet's account.
 */
export async function deployUniswapV2(clients: DeployClients): Promise<UniswapV2Deployment> {
  const artifacts = loadUniswapV2Artifacts()
  const weth = await deployContract(clients, { ...artifacts.WETH9, deployAbi: artifacts.WETH9.abi, abi: weth9Abi })
  const factory = await deployContract(clients, {
    ...artifacts.UniswapV2Factory, deployAbi: artifacts.UniswapV2Factory.abi, abi: uniswapV2FactoryAbi, args: [clients.wallet.account!.address],
  })
  const router = await deployContract(clients, {
    ...artifacts.UniswapV2Router02, deployAbi: artifacts.UniswapV2Router02.abi, abi: uniswapV2RouterAbi, args: [factory.address, weth.address],
  })
  return { weth, factory, router }
}
