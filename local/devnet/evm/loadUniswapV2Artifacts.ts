import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { CompiledContract } from './compileContracts.js'
import { EvmDevnetError } from './EvmDevnetError.js'

/** The Uniswap V2 contracts the local chain deploys, by name. */
export type UniswapV2ContractName = 'UniswapV2Factory' | 'UniswapV2Pair' | 'UniswapV2Router02' | 'WETH9'

const packageOf: Record<UniswapV2ContractName, string> = {
  UniswapV2Factory: '@uniswap/v2-core',
  UniswapV2Pair: '@uniswap/v2-core',
  UniswapV2Router02: '@uniswap/v2-periphery',
  WETH9: '@uniswap/v2-periphery',
}

/**
 * Reads the published Uniswap V2 build artifacts (ABI and creation bytecode) from
 * `@uniswap/v2-core` and `@uniswap/v2-periphery`. They are used as published, never
 * recompiled: Router02 finds pairs by the hash of the published pair bytecode
 * (`0x96e8ac42…845f`), so only the published factory makes pairs it can find.
 */
export function loadUniswapV2Artifacts(): Record<UniswapV2ContractName, CompiledContract> {
  const require = createRequire(import.meta.url)
  const load = (name: UniswapV2ContractName): CompiledContract => {
    let artifact: { abi: Abi; bytecode: string; evm: { deployedBytecode: { object: string } } }
    try {
      artifact = require(`${packageOf[name]}/build/${name}.json`) as typeof artifact
    } catch (cause) {
      throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', `The Uniswap V2 artifact ${name} is missing.`, {
        cause, details: `Install ${packageOf[name]} (a dev dependency of Airlock): npm install.`,
      })
    }
    const hex = (code: string) => (code.startsWith('0x') ? code : `0x${code}`) as Hex
    return { abi: artifact.abi, bytecode: hex(artifact.bytecode), deployedBytecode: hex(artifact.evm.deployedBytecode.object) }
  }
  return {
    UniswapV2Factory: load('UniswapV2Factory'),
    UniswapV2Pair: load('UniswapV2Pair'),
    UniswapV2Router02: load('UniswapV2Router02'),
    WETH9: load('WETH9'),
  }
}
