import type { AdapterEvents } from 'airlock/kit'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { toEip155NetworkId } from './toEip155NetworkId.js'
import { toEvmAccounts } from './toEvmAccounts.js'

/** Receives one adapter event. */
export type EmitAdapterEvent = <K extends keyof AdapterEvents>(event: K, payload: AdapterEvents[K]) => void

/**
 * Listens to a wallet's EIP-1193 accountsChanged, chainChanged and disconnect events and
 * emits them as the kernel's `AdapterEvents`: the first account checksummed (undefined when
 * the wallet no longer authorises the site) and the chain as a CAIP-2 id. A chain id the
 * wallet garbles is dropped rather than passed on. Returns a function that stops listening.
 */
export function watchEvmProvider(provider: Eip1193Provider, emit: EmitAdapterEvent): () => void {
  const onAccounts = (accounts: unknown) => emit('accountsChanged', { address: toEvmAccounts(accounts)[0] })
  const onChain = (chainId: unknown) => {
    let caipNetworkId
    try {
      caipNetworkId = toEip155NetworkId(chainId)
    } catch {
      return
    }
    emit('chainChanged', { caipNetworkId })
  }
  const onDisconnect = () => emit('disconnect', undefined)
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('chainChanged', onChain)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts)
    provider.removeListener?.('chainChanged', onChain)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
