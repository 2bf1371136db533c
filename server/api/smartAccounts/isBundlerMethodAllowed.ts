// The ERC-4337 bundler methods (and alto's gas-price read) a browser may send. Debug and
// bundling-control methods (debug_bundler_*, pimlico_sendUserOperationNow) stay private.
const allowed = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
])

/** True when `POST /v1/bundler` may forward `method` to a chain's bundler. */
export function isBundlerMethodAllowed(method: unknown): boolean {
  return typeof method === 'string' && allowed.has(method)
}
