import { createPublicClient, createWalletClient, http, type Hex } from 'viem'
import { defaultPorts } from '../../stack/ports.js'
import type { RunningService } from '../../../server/http/Service.js'
import type { DevAccount } from '../evm/deriveDevAccounts.js'
import { EvmDevnetError } from '../evm/EvmDevnetError.js'
import { startContractChain } from '../evm/startContractChain.js'
import { demoFarcasterUsers, type DemoFarcasterUser } from './demoFarcasterUsers.js'
import { FARCASTER_CHAIN_ID, ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS, idRegistryAbi } from '../../../server/farcaster/farcasterRegistries.js'

/** A demo fid on the local Farcaster chain, with its custody key. */
export interface DemoFid extends DemoFarcasterUser {
  fid: number
  custody: DevAccount
}

/** The local chain Sign In With Farcaster verifies against. */
export interface FarcasterChain extends RunningService {
  chainId: typeof FARCASTER_CHAIN_ID
  /** The dev accounts, funded and unlocked on this chain. */
  accounts: DevAccount[]
  fids: DemoFid[]
}

/** Options of {@link startFarcasterChain}. */
export interface FarcasterChainOptions {
  /** Default `127.0.0.1`. */
  host?: string
  /** Default 8547; 0 picks a free port. */
  port?: number
}

/**
 * Starts a local EVM chain with Optimism's chain id (10), places the IdRegistry- and
 * KeyRegistry-compatible contracts at Farcaster's canonical addresses (hardhat_setCode) and
 * registers the demo fids, so @farcaster/auth-client verifies sign-ins against it unchanged.
 */
export async function startFarcasterChain(options: FarcasterChainOptions = {}): Promise<FarcasterChain> {
  const { url, close, accounts, compiled } = await startContractChain({ host: options.host ?? '127.0.0.1', port: options.port ?? defaultPorts.farcasterChain, chainId: FARCASTER_CHAIN_ID })
  try {
    const transport = http(url, { retryCount: 0 })
    const reader = createPublicClient({ transport })
    const place = (address: Hex, code: Hex) => reader.request({ method: 'hardhat_setCode' as never, params: [address, code] as never })
    await place(ID_REGISTRY_ADDRESS, compiled.IdRegistry.deployedBytecode)
    await place(KEY_REGISTRY_ADDRESS, compiled.KeyRegistry.deployedBytecode)
    const fids: DemoFid[] = []
    // One after another, so the fids come out 1, 2, 3 in the listed order.
    for (const user of demoFarcasterUsers) {
      const custody = accounts[user.custodyAccount]!
      const wallet = createWalletClient({ account: custody.address, transport })
      await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'register', args: [custody.address], chain: null })
      const fid = await reader.readContract({ address: ID_REGISTRY_ADDRESS, abi: idRegistryAbi, functionName: 'idOf', args: [custody.address] })
      fids.push({ ...user, fid: Number(fid), custody })
    }
    let stopped: Promise<void> | undefined
    return { url, chainId: FARCASTER_CHAIN_ID, accounts, fids, stop: () => (stopped ??= close()) }
  } catch (cause) {
    await close()
    throw new EvmDevnetError('EVM_DEVNET_DEPLOY_FAILED', 'The Farcaster registries could not be placed on the local chain.', { cause })
  }
}
