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
  /** Gas one simulated call may use (`POST /v1/simulate`). Default 3,000,000, the sponsor's per-operation cap. */
  simulationGasPerCall: number
  /** Gas one simulation may use over all its calls: each call gets at most this divided by their number. Default 10,000,000. */
  simulationGasPerRequest: number
  /** How long a node may trace one simulated call (`debug_traceCall`'s `timeout`), in seconds. Default 5. */
  simulationTraceSeconds: number
}

/** Caps no real client reaches: a modal batches a handful of calls and watches one or two accounts. */
export const defaultNodeLimits: NodeLimits = {
  maxBatch: 20,
  maxLogBlocks: 5000,
  maxTokenLookups: 5,
  maxSocketsPerClient: 16,
  maxSubscriptionsPerClient: 100,
  simulationGasPerCall: 3_000_000,
  simulationGasPerRequest: 10_000_000,
  simulationTraceSeconds: 5,
}
