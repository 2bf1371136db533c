import { useState } from 'react'
import { type Network, WalletError } from '../../airlock/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import { ListButton } from '../kit/ListButton.js'
import { useProxyState } from '../kit/useProxyState.js'

/** Props of `NetworkList`. */
export interface NetworkListProps {
  /** Called once the switch succeeded. */
  onSwitched(network: Network): void
}

/** The configured networks; choosing one switches the app, and the wallet when connected. */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const airlock = useAirlockInstance()
  const chain = useProxyState(airlock.chain.state)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()

  async function choose(network: Network) {
    setPending(network.caipNetworkId)
    setError(undefined)
    try {
      await airlock.switchNetwork(network)
      onSwitched(network)
    } catch (cause) {
      setError(cause instanceof WalletError ? cause.shortMessage : 'The network could not be switched')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="airlock-stack">
      {error && (
        <p className="airlock-error-text" role="alert">
          {error}
        </p>
      )}
      <div className="airlock-stack" role="group" aria-label="Networks">
        {airlock.chain.state.networks.map((network) => {
          const active = !chain.unsupportedCaipNetworkId && network.caipNetworkId === chain.activeCaipNetworkId
          return (
            <ListButton
              key={network.caipNetworkId}
              icon="network"
              label={network.name}
              tag={pending === network.caipNetworkId ? 'Switching…' : active ? 'Active' : network.testnet ? 'Testnet' : undefined}
              aria-current={active ? 'true' : undefined}
              disabled={pending !== undefined}
              onClick={() => void choose(network)}
            />
          )
        })}
      </div>
    </div>
  )
}
