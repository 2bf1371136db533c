import type { Address, Hex } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import { toNameProfile, type NameProfile, type NameRow } from './NameProfile.js'
import { profileMessageSchema, toFullName } from './nameRules.js'
import { verifyProfileSignature } from './verifyProfileSignature.js'

// A signed message is a one-off authorisation; accepting it for long would let whoever saw
// it replay it. A little future skew allows for clients with fast clocks.
const MAX_AGE_MS = 10 * 60_000
const MAX_SKEW_MS = 60_000

/** A `POST /v1/profile/account` request, validated for shape. */
export interface RegisterNameRequest {
  coinType: number
  address: Address
  message: string
  signature: Hex
}

/**
 * Registers or updates a name after checking the message (JSON naming the name, attributes
 * and a timestamp) was signed by `address`. A name owned by another address is a 409.
 */
export async function registerName(ctx: ApiContext, req: RegisterNameRequest): Promise<NameProfile> {
  let parsed
  try {
    parsed = profileMessageSchema.parse(JSON.parse(req.message))
  } catch {
    throw new ApiError(400, "Invalid body field 'message': expected JSON with name, attributes and timestamp", 'message')
  }
  const name = toFullName(parsed.name, ctx.nameZone)
  if (!name) throw new ApiError(400, `Invalid body field 'message': name must be a 3-32 character label in .${ctx.nameZone}`, 'message')
  const signedAt = parsed.timestamp < 1e12 ? parsed.timestamp * 1000 : parsed.timestamp
  const now = Date.now()
  if (signedAt < now - MAX_AGE_MS || signedAt > now + MAX_SKEW_MS) {
    throw new ApiError(400, "Invalid body field 'message': timestamp is outside the accepted window", 'message')
  }
  const valid = await verifyProfileSignature(
    { address: req.address, message: req.message, signature: req.signature },
    ctx.evm?.client,
  )
  if (!valid) throw new ApiError(401, 'Invalid signature')
  // The WHERE on conflict keeps names owned by someone else, and refuses an older message
  // replayed after a newer one.
  const { rows } = await ctx.db.query<NameRow>(
    `INSERT INTO names (name, address, coin_type, attributes, signed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name) DO UPDATE SET attributes = EXCLUDED.attributes, coin_type = EXCLUDED.coin_type,
       signed_at = EXCLUDED.signed_at, updated_at = now()
     WHERE lower(names.address) = lower(EXCLUDED.address) AND names.signed_at < EXCLUDED.signed_at
     RETURNING name, address, coin_type, attributes, created_at, updated_at`,
    [name, req.address, req.coinType, JSON.stringify(parsed.attributes), new Date(signedAt)],
  )
  const row = rows[0]
  if (!row) throw new ApiError(409, 'Name is already registered')
  return toNameProfile(row)
}
