import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi } from 'viem'
import { EvmDevnetError } from './EvmDevnetError.js'

/** The contracts in `contracts/`, one per file of the same name. */
export const contractNames = [
  'DemoToken', 'DemoNft', 'IdRegistry', 'KeyRegistry', 'OwnerAccount', 'EnsRegistry', 'EnsPublicResolver', 'EnsReverseRegistrar', 'EnsUniversalResolver',
  'AirlockAccount', 'AirlockAccountFactory',
] as const
/** The name of one of the local chain's contracts. */
export type ContractName = (typeof contractNames)[number]

/** What deploying and calling a contract needs. */
export interface CompiledContract {
  abi: Abi
  bytecode: `0x${string}`
  /** The runtime code, for placing a contract at a fixed address (hardhat_setCode). */
  deployedBytecode: `0x${string}`
}

/** Options of {@link compileContracts}. */
export interface CompileContractsOptions {
  /** Where compiled output is kept between runs; default `.cache/contracts/` at the package root. */
  cacheDir?: string
}

// The chain runs a later hardfork; code built for cancun runs there unchanged. No metadata
// hash in the bytecode: a contract deployed at a fixed CREATE2 address (AirlockAccount) keeps
// it while only its comments change.
const settings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

/**
 * Compiles the local chain's contracts with solc-js and returns each one's ABI and
 * creation bytecode. The output is cached under a hash of the sources, settings and
 * compiler version, so only the first start after a change pays the ~1 s compile.
 */
export async function compileContracts(
  options: CompileContractsOptions = {},
): Promise<Record<ContractName, CompiledContract>> {
  const { contractsDir, packageRoot } = locate()
  const cacheDir = options.cacheDir ?? join(packageRoot, '.cache', 'contracts')
  const sources = Object.fromEntries(
    await Promise.all(
      contractNames.map(async (name) => {
        const content = await readFile(join(contractsDir, `${name}.sol`), 'utf8').catch((cause: unknown) => {
          throw new EvmDevnetError('EVM_DEVNET_COMPILE_FAILED', `The source of ${name} is missing.`, {
            cause,
            details: `Looked in ${contractsDir}; a build run outside the repository must ship the .sol files.`,
          })
        })
        return [`${name}.sol`, { content }] as const
      }),
    ),
  )
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  // Imports under `solady/` are the installed Solady release's sources.
  const soladyPackage = require.resolve('solady/package.json')
  const soladyVersion = (require(soladyPackage) as { version: string }).version
  const findImports = (path: string) => {
    if (!path.startsWith('solady/')) return { error: `Only Solady's sources can be imported, not ${path}` }
    try {
      return { contents: readFileSync(join(dirname(soladyPackage), 'src', path.slice('solady/'.length)), 'utf8') }
    } catch {
      return { error: `${path} is not in the installed Solady ${soladyVersion}` }
    }
  }
  const key = createHash('sha256').update(JSON.stringify({ solcVersion, soladyVersion, settings, sources })).digest('hex')
  const cacheFile = join(cacheDir, `${key.slice(0, 32)}.json`)

  const cached = await readFile(cacheFile, 'utf8').catch(() => undefined)
  if (cached) return JSON.parse(cached) as Record<ContractName, CompiledContract>

  // solc-js is ~9 MB of compiled C++; loading it is most of a compile, so only on a miss.
  const solc = require('solc') as { compile(input: string, callbacks: { import: typeof findImports }): string }
  const output = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings }), { import: findImports })) as SolcOutput
  const failures = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (failures.length > 0) {
    throw new EvmDevnetError('EVM_DEVNET_COMPILE_FAILED', 'The local chain contracts do not compile.', {
      details: failures.map((error) => error.formattedMessage).join('\n'),
    })
  }
  const compiled = Object.fromEntries(
    contractNames.map((name) => {
      const contract = output.contracts?.[`${name}.sol`]?.[name]
      if (!contract) throw new EvmDevnetError('EVM_DEVNET_COMPILE_FAILED', `solc produced no ${name}.`)
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, deployedBytecode: `0x${contract.evm.deployedBytecode.object}` }]
    }),
  ) as Record<ContractName, CompiledContract>

  // Parallel test files may compile at once: each writes its own file and renames it
  // into place, so no reader ever sees half a cache entry.
  await mkdir(cacheDir, { recursive: true })
  const partial = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}

// This file runs from source (tsx, vitest) or from the build in dist/, which holds no
// .sol files; both live inside the package, whose root holds the sources and the cache.
function locate(): { contractsDir: string; packageRoot: string } {
  const moduleDir = fileURLToPath(new URL('.', import.meta.url))
  let packageRoot = moduleDir
  while (!existsSync(join(packageRoot, 'package.json')) && dirname(packageRoot) !== packageRoot) {
    packageRoot = dirname(packageRoot)
  }
  const besideModule = join(moduleDir, 'contracts')
  const contractsDir = existsSync(besideModule) ? besideModule : join(packageRoot, 'local', 'devnet', 'evm', 'contracts')
  return { contractsDir, packageRoot }
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>
}
