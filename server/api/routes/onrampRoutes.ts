import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { onrampOptions } from '../onramp/onrampOptions.js'
import { quoteOnramp } from '../onramp/quoteOnramp.js'

const currency = z.union([z.string().min(1).max(16), z.object({ id: z.string().min(1).max(16) }).transform((c) => c.id)])
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal amount').transform(Number)])
const quoteBody = z.object({ purchaseCurrency: currency, paymentCurrency: currency, amount, network: z.string().max(64).optional() })
const urlBody = z.object({
  destinationWallets: z.array(z.object({
    address: z.string().min(1).max(128),
    blockchains: z.array(z.string().max(64)).max(10).optional(),
    assets: z.array(z.string().max(16)).max(10).optional(),
  })).min(1).max(5),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.enum(['buy', 'send']).default('buy'),
  presetCryptoAmount: amount.optional(),
  presetFiatAmount: amount.optional(),
  fiatCurrency: z.string().max(8).optional(),
})

/** Onramp options, quotes, and the URL of the sandbox checkout this server serves. */
export function onrampRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/onramp/options', (c) => c.json(onrampOptions(ctx)))
    .post('/v1/onramp/quote', async (c) => {
      const b = await readJsonBody(c, quoteBody)
      return c.json(await quoteOnramp(ctx.db, { purchase: b.purchaseCurrency, payment: b.paymentCurrency, amount: b.amount }))
    })
    .post('/v1/generators/onrampurl', async (c) => {
      const b = await readJsonBody(c, urlBody)
      const wallet = b.destinationWallets[0]!
      const id = randomUUID()
      await ctx.db.query(
        `INSERT INTO onramp_orders (id, project_id, destination, network, asset, crypto_amount, fiat_amount, fiat_currency, partner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, c.var.project.id, wallet.address, b.defaultNetwork ?? wallet.blockchains?.[0] ?? 'airlock-local',
          (wallet.assets?.[0] ?? 'ETH').toUpperCase(), b.presetCryptoAmount ?? null, b.presetFiatAmount ?? null,
          (b.fiatCurrency ?? 'USD').toUpperCase(), b.partnerUserId ?? null],
      )
      return c.json({ url: `${ctx.publicUrl()}/onramp/sandbox/${id}` })
    })
}
