/** What the demo wallet page learns from the stack it runs in. */
export interface WalletDemoConfig {
  /** The WalletConnect relay (`ws://…`). */
  relayUrl: string
  projectId: string
  /** A dev key of the local chains: the page signs with it. Never a real key. */
  privateKey: `0x${string}`
  /** The EVM chains the wallet serves, the first one selected at start. */
  chains: { id: number; name: string; rpcUrl: string }[]
}
