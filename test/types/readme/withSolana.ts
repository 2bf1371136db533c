import { createAirlock, solana } from 'airlock'
import { registerAirlockSolanaWallet } from 'airlock/solana'

const airlock = createAirlock({ projectId: 'my-app', networks: [solana] })

// Once, at start: the wallet-adapter's WalletProvider (wallets={[]}) then lists "Airlock",
// and useWallet() signs and sends through whichever Solana wallet Airlock connected.
export const unregister = registerAirlockSolanaWallet(airlock)
