import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'

/**
 * What a person should read before approving a request: the message to sign as text, the
 * recipient and amount of a transaction, or the chain to switch to.
 */
export function describeRequest(method: string, params: unknown, chainName: (id: number) => string): string {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    const message = list[0]
    return `Sign the message:\n${typeof message === 'string' && isHex(message) ? hexToString(message) : String(message)}`
  }
  if (method === 'eth_sendTransaction') {
    const { to, value, data } = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
    const amount = value && isHex(value) ? formatEther(hexToBigInt(value)) : '0'
    return `Send ${amount} ETH to ${to ?? 'a new contract'}${data && data !== '0x' ? `\nwith data ${data.slice(0, 74)}${data.length > 74 ? '…' : ''}` : ''}`
  }
  if (method === 'wallet_switchEthereumChain') {
    const id = Number((list[0] as { chainId?: unknown } | undefined)?.chainId)
    return `Switch to ${chainName(id)} (chain ${id})`
  }
  return JSON.stringify(params, null, 2)
}
