import { createPublicClient, createWalletClient, http, labelhash, namehash, type Address } from 'viem'
import { defaultPorts } from '../../stack/ports.js'
import type { RunningService } from '../../../server/http/Service.js'
import { deployContract } from '../evm/deployContract.js'
import type { DevAccount } from '../evm/deriveDevAccounts.js'
import { EvmDevnetError } from '../evm/EvmDevnetError.js'
import { startContractChain } from '../evm/startContractChain.js'
import { demoEnsNames } from './demoEnsNames.js'
import { ENS_CHAIN_ID, ensRegistryAbi, ensResolverAbi, ensReverseRegistrarAbi } from './ensContracts.js'

/** A `.eth` name registered on the local ENS chain. */
export interface EnsChainName {
  name: string
  /** The dev account the name gives. */
  account: DevAccount
  /** Whether it is also the account's primary name (reverse record). */
  primary: boolean
}

/** The local chain with Ethereum's chain id (1) holding ENS and the demo names. */
export interface EnsChain extends RunningService {
  url: string
  chainId: typeof ENS_CHAIN_ID
  /** The dev accounts, funded (100 ETH) and unlocked on this chain. */
  accounts: DevAccount[]
  /** The ENS contracts: what a viem chain's `contracts.ensUniversalResolver` names, and the rest. */
  contracts: { registry: Address; resolver: Address; reverseRegistrar: Address; universalResolver: Address }
  names: EnsChainName[]
}

/** Options of {@link startEnsChain}. */
export interface EnsChainOptions {
  /** Default `127.0.0.1`. */
  host?: string
  /** Default 8548 (`defaultPorts.ensChain`); 0 picks a free port. */
  port?: number
}

/**
 * Starts a local EVM chain with Ethereum mainnet's chain id (1) and deploys ENS on it: the
 * registry, a public resolver, the `addr.reverse` registrar and a UniversalResolver, then
 * registers the demo `.eth` names (`demoEnsNames`) with their address and reverse records.
 * viem's getEnsAddress and getEnsName resolve against it unchanged once the chain's
 * `contracts.ensUniversalResolver` is the address in `contracts.universalResolver`. Dev account
 * 0 deploys and owns `eth`, so the addresses are the same on every fresh chain.
 */
export async function startEnsChain(options: EnsChainOptions = {}): Promise<EnsChain> {
  const { url, close, accounts, compiled } = await startContractChain({ host: options.host ?? '127.0.0.1', port: options.port ?? defaultPorts.ensChain, chainId: ENS_CHAIN_ID })
  try {
    const transport = http(url, { retryCount: 0 })
    const reader = createPublicClient({ transport })
    const walletOf = (account: DevAccount) => createWalletClient({ account: account.address, transport })
    const deployer = { wallet: walletOf(accounts[0]!), reader }
    const registry = await deployContract(deployer, { abi: ensRegistryAbi, deployAbi: compiled.EnsRegistry.abi, bytecode: compiled.EnsRegistry.bytecode })
    const resolver = await deployContract(deployer, { abi: ensResolverAbi, deployAbi: compiled.EnsPublicResolver.abi, bytecode: compiled.EnsPublicResolver.bytecode, args: [registry.address] })
    const reverseRegistrar = await deployContract(deployer, {
      abi: ensReverseRegistrarAbi, deployAbi: compiled.EnsReverseRegistrar.abi, bytecode: compiled.EnsReverseRegistrar.bytecode, args: [registry.address, resolver.address],
    })
    const universalResolver = await deployContract(deployer, { abi: [], deployAbi: compiled.EnsUniversalResolver.abi, bytecode: compiled.EnsUniversalResolver.bytecode, args: [registry.address] })

    // Automine: each write is mined before the next is sent, so they run one after another.
    const write = async (account: DevAccount, request: { address: Address; abi: typeof ensRegistryAbi | typeof ensResolverAbi | typeof ensReverseRegistrarAbi; functionName: string; args: readonly unknown[] }) => {
      const hash = await walletOf(account).writeContract({ ...request, chain: null } as never)
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted (${hash})`)
    }
    const owner = accounts[0]!
    const onRegistry = (functionName: string, args: readonly unknown[]) => write(owner, { address: registry.address, abi: ensRegistryAbi, functionName, args })
    await onRegistry('setSubnodeOwner', [namehash(''), labelhash('reverse'), owner.address])
    await onRegistry('setSubnodeOwner', [namehash('reverse'), labelhash('addr'), reverseRegistrar.address])
    await onRegistry('setSubnodeOwner', [namehash(''), labelhash('eth'), owner.address])

    const names: EnsChainName[] = []
    for (const demo of demoEnsNames) {
      const name = `${demo.label}.eth`
      const account = accounts[demo.account]!
      // Registered to the deployer while its records are written, then handed to the account.
      await onRegistry('setSubnodeRecord', [namehash('eth'), labelhash(demo.label), owner.address, resolver.address, 0n])
      await write(owner, { address: resolver.address, abi: ensResolverAbi, functionName: 'setAddr', args: [namehash(name), account.address] })
      if (demo.avatar) await write(owner, { address: resolver.address, abi: ensResolverAbi, functionName: 'setText', args: [namehash(name), 'avatar', demo.avatar] })
      await onRegistry('setSubnodeOwner', [namehash('eth'), labelhash(demo.label), account.address])
      if (demo.primary) await write(account, { address: reverseRegistrar.address, abi: ensReverseRegistrarAbi, functionName: 'setName', args: [name] })
      names.push({ name, account, primary: demo.primary })
    }
    let stopped: Promise<void> | undefined
    return {
      url,
      chainId: ENS_CHAIN_ID,
      accounts,
      contracts: { registry: registry.address, resolver: resolver.address, reverseRegistrar: reverseRegistrar.address, universalResolver: universalResolver.address },
      names,
      stop: () => (stopped ??= close()),
    }
  } catch (cause) {
    await close()
    throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', 'ENS could not be deployed on the local chain.', { cause })
  }
}
