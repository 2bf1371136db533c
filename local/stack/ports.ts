import { DEFAULT_API_PORT } from '../../server/api/defaultApiPort.js'

/** The loopback ports `npm start` uses. Tests pass 0 to get free ports instead. */
export const defaultPorts = {
  demo: 5173,
  walletDemo: 5174,
  evm: 8545,
  /** A second local EVM chain (31338), so that switching networks is real. */
  evmSecond: 8546,
  solana: 8899,
  api: DEFAULT_API_PORT,
  relay: 8791,
  /** The local inbox: its web page and `GET /messages?to=`. */
  mail: 8792,
  /** The local inbox's SMTP port, beside it. */
  mailSmtp: 2525,
  /** The embedded wallet's frame, on an origin of its own. */
  frame: 8793,
  /** The ERC-4337 bundler (alto) of the first EVM chain. */
  bundler: 8796,
  /** The identity provider standing in for the six social providers. */
  idp: 8794,
  /** The demo Farcaster client page. */
  farcasterClient: 8795,
  /** The local chain with Optimism's id (10) holding the Farcaster registries. */
  farcasterChain: 8547,
  /** The local chain with Ethereum mainnet's id (1) holding ENS and the demo `.eth` names. */
  ensChain: 8548,
} as const
