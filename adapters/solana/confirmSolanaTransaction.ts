import type { BlockhashWithExpiryBlockHeight, Connection } from '@solana/web3.js'
import { readFromNode } from './readFromNode.js'

/**
 * Waits until `signature` is confirmed ('confirmed' commitment) over the node's websocket,
 * and tells whether it succeeded or landed with an error ('reverted'). With the blockhash
 * it was built on, the wait ends when that blockhash expires; without (a signature sent
 * elsewhere), after web3.js's own timeout. Either ending rejects.
 */
export async function confirmSolanaTransaction(
  connection: Connection,
  signature: string,
  blockhash: BlockhashWithExpiryBlockHeight | undefined,
): Promise<{ status: 'success' | 'reverted' }> {
  const result = await readFromNode('confirm the transaction', () =>
    blockhash ? connection.confirmTransaction({ signature, ...blockhash }, 'confirmed') : connection.confirmTransaction(signature, 'confirmed'),
  )
  return { status: result.value.err ? 'reverted' : 'success' }
}
