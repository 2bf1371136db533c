import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createAirlock, mainnet } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { airlockConnector } from 'airlock/wagmi'
import { erc20Abi, parseUnits } from 'viem'
import { mainnet as wagmiMainnet } from 'viem/chains'
import { createConfig, http, useAccount, useSignTypedData, useWriteContract, WagmiProvider } from 'wagmi'

const airlock = createAirlock({ projectId: 'my-app', networks: [mainnet] })
const config = createConfig({
  chains: [wagmiMainnet],
  connectors: [airlockConnector(airlock)],
  transports: { [wagmiMainnet.id]: http() },
})
const queryClient = new QueryClient()

function Pay() {
  const { address, isConnected } = useAccount()
  const { writeContract } = useWriteContract()
  const { signTypedData } = useSignTypedData()
  if (!isConnected) return null
  return (
    <>
      <p>{address}</p>
      <button
        type="button"
        onClick={() =>
          writeContract({
            address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            abi: erc20Abi,
            functionName: 'transfer',
            args: ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', parseUnits('1', 6)],
          })
        }
      >
        Send 1 USDC
      </button>
      <button
        type="button"
        onClick={() =>
          signTypedData({
            types: { Greeting: [{ name: 'text', type: 'string' }] },
            primaryType: 'Greeting',
            message: { text: 'Hello from Airlock' },
          })
        }
      >
        Sign
      </button>
    </>
  )
}

export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ConnectButton />
          <Pay />
        </QueryClientProvider>
      </WagmiProvider>
    </AirlockProvider>
  )
}
