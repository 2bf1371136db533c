import { ConnectionProvider, useConnection, useWallet, WalletProvider } from '@solana/wallet-adapter-react'
import type { WalletName } from '@solana/wallet-adapter-base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createAirlock, solana } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { registerAirlockSolanaWallet } from 'airlock/solana'

const airlock = createAirlock({ projectId: 'my-app', networks: [solana] })

// Once, at start: the wallet adapter then lists "Airlock" beside the wallets it finds itself.
registerAirlockSolanaWallet(airlock)

function Tip() {
  const { connected, publicKey, select, sendTransaction } = useWallet()
  const { connection } = useConnection()
  // Picking "Airlock" connects the wallet connected in Airlock's modal, or opens the modal.
  if (!connected || !publicKey) {
    return (
      <button type="button" onClick={() => select('Airlock' as WalletName)}>
        Use Airlock
      </button>
    )
  }
  const tip = async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: new PublicKey('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'), lamports: 1_000_000 }),
    )
    const signature = await sendTransaction(transaction, connection)
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  }
  return (
    <button type="button" onClick={() => void tip()}>
      Tip 0.001 SOL
    </button>
  )
}

export function App() {
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectionProvider endpoint="https://api.mainnet-beta.solana.com">
        <WalletProvider wallets={[]} autoConnect>
          <ConnectButton />
          <Tip />
        </WalletProvider>
      </ConnectionProvider>
    </AirlockProvider>
  )
}
