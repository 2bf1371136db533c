/** Caps on how many node calls one request or one client can cause. */
export interface NodeLimits {
  /** Calls in one JSON-RPC batch through the proxy. Default 20. */
  maxBatch: number
  /** Blocks one `eth_getLogs` may span through the proxy. Default 5000. */
  maxLogBlocks: number
  /** Token contracts `POST /v1/fungible/price` reads on the chain per request (the rest answer no price). Default 5. */
  maxTokenLookups: number
  /** Open `/ws` sockets per client address. Default 16. */
  maxSocketsPerClient: number
  /** Live subscriptions per client address, over all its sockets. Default 100. */
  maxSubscriptionsPerClient: number
}

/** Caps no real client reaches: a modal batches a handful of calls and watches one or two accounts. */
export const defaultNodeLimits: NodeLimits = {
  maxBatch: 20,
  maxLogBlocks: 5000,
  maxTokenLookups: 5,
  maxSocketsPerClient: 16,
  maxSubscriptionsPerClient: 100,
}
