import { parseEther } from 'viem'
import type { RunningService } from '../../../server/http/Service.js'
import { defaultPorts } from '../../stack/ports.js'
import { compileContracts } from './compileContracts.js'
import { deployDemoContracts, type DemoContracts } from './deployDemoContracts.js'
import { deriveDevAccounts, type DevAccount } from './deriveDevAccounts.js'
import { deploySmartAccountContracts, type SmartAccountContracts } from './smartAccounts/deploySmartAccountContracts.js'
import type { DelegationFrameworkContracts } from '../../../adapters/embedded/protocol/permissions/DelegationFrameworkContracts.js'
import { deployDelegationFramework } from './permissions/deployDelegationFramework.js'
import { pickDevOperators, type DevOperators } from './smartAccounts/DevOperators.js'
import { startEdrServer } from './startEdrServer.js'

/** The local EVM chain, running, with the project's contracts deployed. */
export interface EvmDevnet extends RunningService {
  /** `http://HOST:PORT`; the same port also answers JSON-RPC over websocket (`ws://HOST:PORT`). */
  url: string
  chainId: number
  /**
   * The 10 dev accounts of the public test mnemonic, each with 10,000 DUSD and 10,000 ETH
   * at genesis (account 0 has since paid the deployments and the pools' 200 ETH).
   */
  accounts: DevAccount[]
  contracts: DemoContracts
  /**
   * EntryPoint v0.7 and v0.8, their SimpleAccountFactory, Simple7702Account (all at their
   * production addresses) and a funded VerifyingPaymaster.
   */
  smartAccounts: SmartAccountContracts
  /**
   * MetaMask's Delegation Framework (DelegationManager, EIP7702StatelessDeleGator, the caveat
   * enforcers): what enforces the embedded wallet's permissions on chain.
   */
  permissions: DelegationFrameworkContracts
  /** The accounts the chain's services sign with (dev accounts 10 to 13, funded like the others). */
  operators: DevOperators
  /** Closes the node and any connection still open to it; calling it again is harmless. */
  stop(): Promise<void>
}

/** Options of {@link startEvmDevnet}. */
export interface StartEvmDevnetOptions {
  /** Default `127.0.0.1`. */
  host?: string
  /** Default 8545 (`defaultPorts.evm`); 0 picks a free port, which tests use. */
  port?: number
  /**
   * The PASS tokenURI prefix: tokenURI(id) is this plus the decimal id. Default
   * `https://airlock.invalid/pass/`, a reserved name that never resolves; whoever serves
   * the metadata passes its own URL.
   */
  nftBaseUri?: string
  /** Default 31337. The local stack runs a second chain (31338) so that switching networks is real. */
  chainId?: number
}

/**
 * Starts a local EVM chain (hardhat's EDR, chainId 31337 unless told, automine) on loopback and
 * deploys DemoToken (DUSD, DGLD), DemoNft (PASS) and Uniswap V2 (WETH9, factory, Router02)
 * with the DUSD/WETH and DGLD/WETH pools and their demo balances (see `demoSeed`), then
 * the ERC-4337 contracts at their production addresses (see `deploySmartAccountContracts`),
 * and the Delegation Framework the permissions use (see `deployDelegationFramework`).
 * Each call is an independent chain.
 *
 * @example
 * const devnet = await startEvmDevnet({ port: 0 })
 * const client = createPublicClient({ transport: http(devnet.url) })
 * await client.readContract({ ...devnet.contracts.token, functionName: 'balanceOf', args: [devnet.accounts[0].address] })
 * await devnet.stop()
 */
export async function startEvmDevnet(options: StartEvmDevnetOptions = {}): Promise<EvmDevnet> {
  const { host = '127.0.0.1', port = defaultPorts.evm, nftBaseUri = 'https://airlock.invalid/pass/' } = options
  const chainId = options.chainId ?? 31337
  const funded = deriveDevAccounts(14)
  const accounts = funded.slice(0, 10)
  const operators = pickDevOperators(funded)
  // A cold compile (~1.5 s) and the node's start overlap; a failure of either must not
  // leave the other's server running.
  const [compiled, server] = await Promise.allSettled([
    compileContracts(),
    startEdrServer({ host, port, chainId, accounts: funded, balance: parseEther('10000') }),
  ])
  if (compiled.status === 'rejected' || server.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.close()
    throw compiled.status === 'rejected' ? compiled.reason : (server as PromiseRejectedResult).reason
  }
  const { url } = server.value
  let contracts: DemoContracts
  let smartAccounts: SmartAccountContracts
  let permissions: DelegationFrameworkContracts
  try {
    // The demo contracts first: their addresses and blocks are the same on every fresh chain.
    contracts = await deployDemoContracts({ url, compiled: compiled.value, accounts, nftBaseUri })
    // ~0.1 s more per chain.
    smartAccounts = await deploySmartAccountContracts({
      url,
      deployer: operators.deployer.address,
      paymasterSigner: operators.paymasterSigner.address,
      compiled: compiled.value,
    })
    permissions = await deployDelegationFramework({ url, deployer: operators.deployer.address })
  } catch (error) {
    await server.value.close()
    throw error
  }
  let stopped: Promise<void> | undefined
  return { url, chainId, accounts, contracts, smartAccounts, permissions, operators, stop: () => (stopped ??= server.value.close()) }
}
