import { verifyMessage, type Address, type Hex, type PublicClient } from 'viem'

/**
 * True when `signature` over `message` was made by `address`. An EOA is checked by recovery;
 * when that fails and a chain client is at hand, the chain is asked too, which covers smart
 * accounts (ERC-1271, and ERC-6492 for ones not yet deployed).
 */
export async function verifyProfileSignature(
  params: { address: Address; message: string; signature: Hex },
  client?: PublicClient,
): Promise<boolean> {
  try {
    if (await verifyMessage(params)) return true
  } catch {
    // malformed signature bytes: not a valid EOA signature, maybe a contract one
  }
  if (!client) return false
  try {
    return await client.verifyMessage(params)
  } catch {
    return false
  }
}
