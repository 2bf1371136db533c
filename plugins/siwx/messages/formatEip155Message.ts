import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { parseCaipNetworkId } from 'airlock/kit'
import type { SiwxMessage } from './SiwxMessage.js'

const date = (value: string | undefined) => (value ? new Date(value) : undefined)

/** Writes sign-in fields as an EIP-4361 message, through viem (it checks every field). */
export function formatEip155Message(data: SiwxMessage): string {
  return createSiweMessage({
    chainId: Number(parseCaipNetworkId(data.chainId).chainId),
    address: getAddress(data.accountAddress),
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    statement: data.statement,
    resources: data.resources?.length ? data.resources : undefined,
    issuedAt: new Date(data.issuedAt),
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
    requestId: data.requestId,
  })
}
