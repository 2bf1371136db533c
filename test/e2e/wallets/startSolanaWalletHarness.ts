import { PublicKey } from '@solana/web3.js'
import { vi } from 'vitest'
import { type Airlock, airlockSolanaDevnet, createAirlock, type Network } from 'airlock'
import { connectTestDevnet, type TestDevnet } from '../../../local/devnet/solana/connectTestDevnet.js'
import { findAssociatedTokenAddress } from '../../../local/devnet/solana/findAssociatedTokenAddress.js'
import { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from './createSolanaTestWallet.js'
import { registerWalletStandardWallet } from './registerWalletStandardWallet.js'

/** A local Solana chain, a kernel on it, and a page stand-in where test wallets register. */
export interface SolanaWalletHarness {
  chain: TestDevnet
  /** The local chain as an Airlock network, on this run's port. */
  network: Network
  airlock: Airlock
  /** The id adapters know the installed test wallet by. */
  walletId: string
  /** The address of dev account `index`. */
  address(index: number): string
  /** Registers a test wallet holding dev account `index`; `reset()` unregisters it. */
  installWallet(index: number, options?: Partial<SolanaTestWalletOptions>): SolanaTestWallet
  lamports(owner: string): Promise<bigint>
  /** The DUSD balance of `owner`'s associated token account; undefined when it has none. */
  dusd(owner: string): Promise<bigint | undefined>
  /** Unregisters every wallet installed since the last reset (call after each test). */
  reset(): void
  stop(): Promise<void>
}

/**
 * Starts a harness for adapter tests against the real local Solana chain. The page is one
 * `EventTarget` standing in for `window` for the whole file, because the wallet-standard
 * registry listens on the first window it meets; wallets are unregistered between tests.
 */
export async function startSolanaWalletHarness(): Promise<SolanaWalletHarness> {
  const chain = await connectTestDevnet()
  const network: Network = { ...airlockSolanaDevnet, rpcUrls: { default: { http: [chain.devnet.url], webSocket: [chain.devnet.wsUrl] } } }
  const airlock = createAirlock({ projectId: 'solana-adapter-test', networks: [network] })
  vi.stubGlobal('window', new EventTarget())
  const unregisters: (() => void)[] = []
  const mint = new PublicKey(chain.devnet.tokenMint)
  return {
    chain,
    network,
    airlock,
    walletId: 'wallet-standard:Airlock Solana Test Wallet',
    address: (index) => chain.devnet.accounts[index]!.publicKey,
    installWallet(index, options = {}) {
      const installed = createSolanaTestWallet({
        secretKey: chain.devnet.accounts[index]!.secretKey,
        chains: { 'solana:localnet': chain.devnet.url },
        ...options,
      })
      unregisters.push(registerWalletStandardWallet(window, installed.wallet))
      return installed
    },
    lamports: async (owner) => BigInt(await chain.connection.getBalance(new PublicKey(owner))),
    async dusd(owner) {
      const account = findAssociatedTokenAddress(mint, new PublicKey(owner))
      if (!(await chain.connection.getAccountInfo(account))) return undefined
      return BigInt((await chain.connection.getTokenAccountBalance(account)).value.amount)
    },
    reset() {
      for (const unregister of unregisters.splice(0)) unregister()
    },
    async stop() {
      vi.unstubAllGlobals()
      airlock.destroy()
      await chain.devnet.stop()
    },
  }
}
