// EVM: reads and raw sends only. Methods that sign with keys the node holds (a dev chain
// unlocks its accounts) and node-control namespaces (hardhat_, evm_, debug_) are not for
// browsers. Solana: reads, sends of signed transactions and simulations.
const evmAllowed = /^(?:eth_(?!sign|sendTransaction$|accounts$|coinbase$)[a-zA-Z]+|net_[a-zA-Z]+|web3_[a-zA-Z]+)$/
const solanaAllowed = /^(?:get[A-Za-z]+|sendTransaction|simulateTransaction|isBlockhashValid|minimumLedgerSlot|requestAirdrop)$/

/** The SPEC §6 message for a method the proxy will not forward. */
export const notAllowedMessage = 'Requested RPC call is not allowed'

/** True when the RPC proxy may forward `method` to a node of `namespace`. */
export function isProxyMethodAllowed(namespace: string, method: unknown): boolean {
  if (typeof method !== 'string') return false
  if (namespace === 'eip155') return evmAllowed.test(method)
  if (namespace === 'solana') return solanaAllowed.test(method)
  return false
}
