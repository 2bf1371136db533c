import { createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { Airlock, ProviderRegistry } from 'airlock/kit'
import { subscribe } from 'valtio/vanilla'
import { isRestoring } from '../shared/isRestoring.js'
import { waitForRestore } from '../shared/waitForRestore.js'
import { toViemChain } from '../viem/toViemChain.js'
import { type EvmAccount, readEvmAccount } from './readEvmAccount.js'
import { waitForEvmAccount } from './waitForEvmAccount.js'
import { watchAnnouncedRdns } from './watchAnnouncedRdns.js'

type Provider = ProviderRegistry['eip155']

/**
 * A wagmi connector for `createConfig({ connectors: [airlockConnector(airlock)] })` that keeps
 * wagmi and Airlock in step both ways, whatever kind of wallet Airlock connected: a wallet
 * connected in Airlock's modal connects wagmi, and wagmi's `connect` opens the modal; a
 * disconnect on either side disconnects both; account and chain changes reach wagmi; wagmi's
 * `switchChain` switches Airlock's network (one of Airlock's networks); after a reload, wagmi's
 * reconnect waits for Airlock's own restore. Requests go through the wallet's own provider.
 *
 * The page's EIP-6963 wallets are the connector's (`rdns`), so wagmi makes no connector of its
 * own for them: a second wagmi connection to the wallet Airlock connected would outlive
 * Airlock's disconnect wherever the wallet keeps the site's permission.
 */
export function airlockConnector(airlock: Airlock) {
  return createConnector<Provider | undefined>((config) => {
    let stop: (() => void) | undefined
    const chainIdNow = () => readEvmAccount(airlock)?.chainId ?? config.chains[0].id
    const accountsOf = (account: EvmAccount) => [getAddress(account.address)] as const

    return {
      id: 'airlock',
      name: 'Airlock',
      type: 'airlock',
      rdns: watchAnnouncedRdns(),
      async setup() {
        // Airlock → wagmi: every change of the EVM account, whoever made it.
        let last = readEvmAccount(airlock)
        stop?.()
        stop = subscribe(airlock.chain.state, () => {
          const next = readEvmAccount(airlock)
          if (next?.address === last?.address && next?.chainId === last?.chainId) return
          const previous = last
          last = next
          if (!next) config.emitter.emit('disconnect')
          else if (!previous) config.emitter.emit('connect', { accounts: accountsOf(next), chainId: next.chainId })
          else config.emitter.emit('change', { accounts: accountsOf(next), chainId: next.chainId })
        })
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let account = readEvmAccount(airlock)
        if (!account) {
          if (!isReconnecting && !isRestoring(airlock)) airlock.open({ namespace: 'eip155' })
          account = await waitForEvmAccount(airlock, () => new UserRejectedRequestError(new Error('No wallet was connected in Airlock')))
        }
        if (chainId && chainId !== account.chainId && !isReconnecting) account = { ...account, chainId: (await this.switchChain!({ chainId })).id }
        const accounts = accountsOf(account)
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: account.chainId,
        }
      },
      disconnect: () => airlock.disconnect('eip155'),
      async getAccounts() {
        const account = readEvmAccount(airlock)
        return account ? accountsOf(account) : []
      },
      getChainId: async () => chainIdNow(),
      // wagmi's reconnect skips a connector without a provider: it waits for Airlock's restore.
      async getProvider() {
        await waitForRestore(airlock)
        return airlock.getProvider('eip155')
      },
      isAuthorized: async () => Boolean(readEvmAccount(airlock)) || isRestoring(airlock),
      async switchChain({ chainId }) {
        const network = airlock.chain.state.networks.find((candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId)
        if (!network) throw new SwitchChainError(new Error(`Chain ${chainId} is not one of Airlock's networks`))
        try {
          await airlock.switchNetwork(network)
        } catch (error) {
          if ((error as { code?: unknown }).code === 'USER_REJECTED') throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        return config.chains.find((chain) => chain.id === chainId) ?? toViemChain(network)
      },
      // Airlock follows the wallet's own events and the subscription above passes them on.
      onAccountsChanged(accounts) {
        if (accounts.length) config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address as Address)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
