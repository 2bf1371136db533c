import { parseAbi, zeroAddress, type Address, type PublicClient } from 'viem'

const permitAbi = parseAbi([
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function nonces(address owner) view returns (uint256)',
])

/**
 * True when the token answers EIP-2612's `DOMAIN_SEPARATOR()` and `nonces(owner)`, the
 * reads every permit needs; a token without them (WETH9, most older ERC-20s) is approved
 * by transaction.
 */
export async function supportsPermit(client: PublicClient, token: Address): Promise<boolean> {
  const read = (call: Promise<unknown>) => call.then(() => true, () => false)
  const [domain, nonces] = await Promise.all([
    read(client.readContract({ address: token, abi: permitAbi, functionName: 'DOMAIN_SEPARATOR' })),
    read(client.readContract({ address: token, abi: permitAbi, functionName: 'nonces', args: [zeroAddress] })),
  ])
  return domain && nonces
}
