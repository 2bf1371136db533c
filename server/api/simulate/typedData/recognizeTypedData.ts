import { getAddress, isAddress, type Address } from 'viem'

/** A right over tokens that a typed-data signature grants, read from its fields alone. */
export interface TypedDataGrant {
  kind: 'token' | 'operator' | 'nft'
  via: 'permit' | 'permit2' | 'permit2Transfer' | 'setApprovalForAll'
  token: Address
  spender: Address
  amount?: bigint
  tokenId?: bigint
  /** DAI's `allowed: true` permit: no amount, no end. */
  unlimitedByFlag?: boolean
  revoked?: boolean
  deadline?: number
}

/** What `eth_signTypedData_v4` carries, as far as recognition reads it. */
export interface TypedDataInput {
  domain: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

const record = (value: unknown): Record<string, unknown> | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined)
const address = (value: unknown): Address | undefined => (typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined)
const integer = (value: unknown): bigint | undefined => {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) return BigInt(value)
  return undefined
}
const seconds = (value: unknown) => {
  const n = integer(value)
  return n === undefined || n > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(n)
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : record(value) ? [value] : [])

function permit2Allowances(message: Record<string, unknown>, spender: Address): TypedDataGrant[] {
  return list(message['details']).flatMap((item) => {
    const details = record(item)
    const token = address(details?.['token'])
    const amount = integer(details?.['amount'])
    const deadline = seconds(details?.['expiration'])
    return token && amount !== undefined ? [{ kind: 'token' as const, via: 'permit2' as const, token, spender, amount, ...(deadline !== undefined && { deadline }) }] : []
  })
}

function permit2Transfers(message: Record<string, unknown>, spender: Address): TypedDataGrant[] {
  const deadline = seconds(message['deadline'])
  return list(message['permitted']).flatMap((item) => {
    const permitted = record(item)
    const token = address(permitted?.['token'])
    const amount = integer(permitted?.['amount'])
    return token && amount !== undefined ? [{ kind: 'token' as const, via: 'permit2Transfer' as const, token, spender, amount, ...(deadline !== undefined && { deadline }) }] : []
  })
}

/**
 * The grants a typed-data signature makes, recognised from its fields without a chain call:
 * EIP-2612 `Permit` (and DAI's `allowed` permit, and ERC-721's permit of one token id),
 * Permit2's `PermitSingle`, `PermitBatch`, `PermitTransferFrom` (with witness or batch), and
 * requests shaped like `setApprovalForAll` (an `operator` and `approved`). Anything else: none.
 */
export function recognizeTypedData({ domain, primaryType, message }: TypedDataInput): TypedDataGrant[] {
  const spender = address(message['spender'])
  const contract = address(domain['verifyingContract'])
  if (/^PermitSingle$|^PermitBatch$/.test(primaryType) && spender) return permit2Allowances(message, spender)
  if (/^Permit(Batch)?(Witness)?TransferFrom$/.test(primaryType) && spender) return permit2Transfers(message, spender)
  const operator = address(message['operator'])
  if (operator && contract && typeof message['approved'] === 'boolean') {
    const deadline = seconds(message['deadline'] ?? message['expiry'])
    return [{ kind: 'operator', via: 'setApprovalForAll', token: contract, spender: operator, revoked: !message['approved'], ...(deadline !== undefined && { deadline }) }]
  }
  if (primaryType !== 'Permit' || !spender || !contract) return []
  const deadline = seconds(message['deadline'] ?? message['expiry'])
  const tokenId = integer(message['tokenId'])
  if (tokenId !== undefined) return [{ kind: 'nft', via: 'permit', token: contract, spender, tokenId, ...(deadline !== undefined && { deadline }) }]
  if (typeof message['allowed'] === 'boolean') {
    return [{ kind: 'token', via: 'permit', token: contract, spender, unlimitedByFlag: message['allowed'], revoked: !message['allowed'], ...(deadline !== undefined && deadline > 0 && { deadline }) }]
  }
  const amount = integer(message['value'])
  return amount === undefined ? [] : [{ kind: 'token', via: 'permit', token: contract, spender, amount, ...(deadline !== undefined && { deadline }) }]
}
