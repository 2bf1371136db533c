import { NAME_CHANNEL } from './nameChannel.js'
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import { findUnstorableText } from '../http/findUnstorableText.js'
import { isAcceptedAvatar } from './nameAvatar.js'
import { toNameProfile, type NameProfile, type NameRow } from './NameProfile.js'
import { checkName } from './nameRules.js'
import { parseRegistrationMessage } from './parseRegistrationMessage.js'
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
 * Registers or updates a name after checking the message (the registration text a person
 * reads in their wallet: the name, the account, the coin type, when it was issued and any
 * attributes; `parseRegistrationMessage`) was signed by `address` for `address`, so no part of
 * what is stored can be changed without a new signature. The name's label must be ENSIP-15
 * normal and keep the label rules (a 400 naming the rule broken). An avatar must be an https URL or one of
 * this API's images. A name owned by another address is a 409.
 */
export async function registerName(ctx: ApiContext, req: RegisterNameRequest): Promise<NameProfile> {
  const bad = (why: string) => new ApiError(400, `Invalid body field 'message': ${why}`, 'message')
  const parsed = parseRegistrationMessage(req.message)
  if ('problem' in parsed) throw bad(parsed.problem)
  if (findUnstorableText(parsed)) throw bad('contains a NUL character or an unpaired surrogate')
  if (!isAddressEqual(getAddress(parsed.address), getAddress(req.address))) throw bad('it registers the name for another account than address')
  const avatar = parsed.attributes['avatar']
  if (avatar !== undefined && !isAcceptedAvatar(avatar, ctx.publicUrl())) throw bad("avatar must be an https URL or one of this API's images")
  if (parsed.coinType !== req.coinType) {
    throw new ApiError(400, `Invalid body field 'coin_type': the signed message registers coin type ${parsed.coinType}`, 'coin_type')
  }
  const checked = checkName(parsed.name, ctx.nameZone)
  if (!('label' in checked)) {
    throw new ApiError(400, `Invalid body field 'message': name breaks the rule '${checked.rule}': ${checked.reason}`, 'message', { code: 'NAME_RULE', rule: checked.rule })
  }
  const name = `${checked.label}.${ctx.nameZone}`
  const signedAt = parsed.issuedAt
  const now = Date.now()
  if (signedAt < now - MAX_AGE_MS || signedAt > now + MAX_SKEW_MS) {
    throw new ApiError(400, "Invalid body field 'message': issued at is outside the accepted window", 'message')
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
  await ctx.db.query('SELECT pg_notify($1, $2)', [NAME_CHANNEL, req.address.toLowerCase()])
  return toNameProfile(row, ctx.publicUrl())
}
