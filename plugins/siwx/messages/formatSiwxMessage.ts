import { parseCaipNetworkId } from 'airlock/kit'
import type { SiwxMessage } from './SiwxMessage.js'
import { formatEip155Message } from './formatEip155Message.js'
import { formatSolanaMessage } from './formatSolanaMessage.js'

/** The text to sign for `data`, in its namespace's format: EIP-4361 for eip155, SIWS for solana. */
export function formatSiwxMessage(data: SiwxMessage): string {
  const { namespace } = parseCaipNetworkId(data.chainId)
  if (namespace === 'eip155') return formatEip155Message(data)
  if (namespace === 'solana') return formatSolanaMessage(data)
  throw new Error(`Sign-in is not available on ${namespace} networks`)
}
