// The public entry of `airlock/solana`: the wallet Airlock connected, for wallet-standard apps
// such as @solana/wallet-adapter-react (an optional peer dependency of this entry only).
export { createAirlockSolanaWallet } from './createAirlockSolanaWallet.js'
export { registerAirlockSolanaWallet } from './registerAirlockSolanaWallet.js'
