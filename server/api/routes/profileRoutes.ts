import { Hono } from 'hono'
import { isAddress, type Address, type Hex } from 'viem'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { json } from '../http/json.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { toNameProfile, type NameRow } from '../names/NameProfile.js'
import { registerName } from '../names/registerName.js'
import { suggestNames } from '../names/suggestNames.js'
import { isEvmCoinType, toFullName } from '../names/nameRules.js'
import { nameAvatar } from '../names/nameAvatar.js'

const evmAddress = z.string().refine((a) => isAddress(a, { strict: false }), 'expected an 0x address')
const addressParam = z.object({ address: evmAddress })
const nameParam = z.object({ name: z.string().min(1).max(100) })
const registerBody = z.object({
  coin_type: z.coerce.number().int().refine(isEvmCoinType, 'expected 60 or an ENSIP-11 EVM coin type (0x80000000 | chainId)'),
  address: evmAddress,
  message: z.string().min(2).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a hex signature'),
})
const columns = 'name, address, coin_type, attributes, created_at, updated_at'
const IDENTITY_MAX_AGE_MS = 5 * 60_000

/** Names in the product's zone: identity, profile by name and by address, suggestions, register. */
export function profileRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const { db, nameZone } = ctx
  const byAddress = (address: string) =>
    db.query<NameRow>(`SELECT ${columns} FROM names WHERE lower(address) = lower($1) ORDER BY updated_at DESC`, [address])
  const identity = async (address: string) => {
    const row = (await byAddress(address)).rows[0]
    if (row || !ctx.ens) return { name: row?.name ?? null, avatar: row ? nameAvatar(row.name, row.attributes['avatar'], ctx.publicUrl()) : null }
    // No name in the zone: the address's ENS primary name, if it has one.
    const ens = await ctx.ens.primaryName(address as Address).catch((cause: unknown) => {
      ctx.report(cause, 'GET /v1/identity (ENS)')
      throw new ApiError(502, 'ENS could not be reached')
    })
    return { name: ens?.name ?? null, avatar: ens ? nameAvatar(ens.name, ens.avatar, ctx.publicUrl()) : null }
  }

  return new Hono<ApiEnv>()
    .get('/v1/identity/:address', async (c) => {
      const { address } = parseInput(addressParam, c.req.param(), 'path')
      // Kept per address until its name changes (announced by whichever process registered
      // it), and at most SPEC §9's 5 minutes, which also bounds how old an ENS name may be.
      return json(c, await ctx.accounts.get(address, 'identity', IDENTITY_MAX_AGE_MS, async () => JSON.stringify(await identity(address))))
    })
    .get('/v1/profile/reverse/:address', async (c) => {
      const { address } = parseInput(addressParam, c.req.param(), 'path')
      return c.json((await byAddress(address)).rows.map((row) => toNameProfile(row, ctx.publicUrl())))
    })
    .get('/v1/profile/account/:name', async (c) => {
      const { name } = parseInput(nameParam, c.req.param(), 'path')
      const full = toFullName(name, nameZone)
      const row = full && (await db.query<NameRow>(`SELECT ${columns} FROM names WHERE name = $1`, [full])).rows[0]
      if (!row) throw new ApiError(404, 'Name not found')
      return c.json(toNameProfile(row, ctx.publicUrl()))
    })
    .get('/v1/profile/suggestions/:name', ctx.limit('suggestions'), async (c) => {
      const { name } = parseInput(nameParam, c.req.param(), 'path')
      const { zone } = parseInput(z.object({ zone: z.string().max(64).optional() }), c.req.query(), 'query')
      if (zone !== undefined && zone.replace(/^\./, '') !== nameZone) throw new ApiError(400, `Invalid query parameter 'zone': unknown zone ${zone}`, 'zone')
      return c.json({ suggestions: await suggestNames(db, name, nameZone) })
    })
    .post('/v1/profile/account', ctx.limit('names'), async (c) => {
      const body = await readJsonBody(c, registerBody)
      const profile = await registerName(ctx, {
        coinType: body.coin_type,
        address: body.address as Address,
        message: body.message,
        signature: body.signature as Hex,
      })
      return c.json({ success: true, ...profile })
    })
}
