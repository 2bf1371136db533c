import { parseCaipNetworkId } from 'airlock/kit'
import type { SiwxMessage } from './SiwxMessage.js'

/**
 * Writes sign-in fields in the Sign In With Solana text (the wallet-standard `solana:signIn`
 * format, CAIP-122 fields): the message a wallet without `solana:signIn` signs.
 */
export function formatSolanaMessage(data: SiwxMessage): string {
  const fields: [string, string | undefined][] = [
    ['URI', data.uri],
    ['Version', data.version],
    ['Chain ID', parseCaipNetworkId(data.chainId).chainId],
    ['Nonce', data.nonce],
    ['Issued At', data.issuedAt],
    ['Expiration Time', data.expirationTime],
    ['Not Before', data.notBefore],
    ['Request ID', data.requestId],
  ]
  const lines = [`${data.domain} wants you to sign in with your Solana account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  for (const [label, value] of fields) if (value !== undefined) lines.push(`${label}: ${value}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
