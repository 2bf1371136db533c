import type { DemoFid } from '../devnet/farcaster/startFarcasterChain.js'

/** What the demo Farcaster client needs from the stack, read on every request. */
export interface FarcasterClientDemoConfig {
  /** The relay's base URL (the API under the local stack). */
  relayUrl: string
  /** The local Farcaster chain (chain id 10). */
  rpcUrl: string
  /** The relay key that lets this client complete channels. */
  authKey: string
  /** The accounts a person may sign in as, with their custody keys. */
  fids: DemoFid[]
}
