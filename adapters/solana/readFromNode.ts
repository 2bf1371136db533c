import { providerError } from 'airlock/kit'

/**
 * Runs a read or send against the Solana node and reports its failure as a generic wallet
 * failure (5000) carrying the node's error as the cause. Node errors carry JSON-RPC codes
 * whose numbers mean other things to a wallet (-32002 is a failed simulation at the node,
 * a pending request at a wallet); the 5000 in front keeps them from being read that way.
 */
export async function readFromNode<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw providerError(5000, `The Solana node could not ${what}`, error)
  }
}
