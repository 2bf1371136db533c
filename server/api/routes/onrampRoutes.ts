import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { checkOrderValue } from '../onramp/checkOrderValue.js'
import { onrampOptions, paymentCurrencies, paymentMethodLimits } from '../onramp/onrampOptions.js'
import { quoteOnramp } from '../onramp/quoteOnramp.js'

const currency = z.union([z.string().min(1).max(16), z.object({ id: z.string().min(1).max(16) }).transform((c) => c.id)])
const amount = z.union([z.number(), z.string().regex(/^\d{1,15}(\.\d{1,18})?$/, 'expected a decimal amount').transform(Number)])
const positiveAmount = amount.refine((n) => Number.isFinite(n) && n > 0, 'must be a positive amount')
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
  presetCryptoAmount: positiveAmount.optional(),
  presetFiatAmount: positiveAmount.optional(),
  fiatCurrency: z.string().max(8).transform((c) => c.toUpperCase()).pipe(z.enum(paymentCurrencies)).default('USD'),
  paymentMethod: z.enum(paymentMethodLimits.map((l) => l.id) as ['card', 'ach_bank_account']).default('card'),
})

/**
 * Onramp options, quotes, and the URL of the sandbox checkout this server serves. Orders are
 * made only when the sandbox is on, within the payment method's limits, and within each
 * client's `rateLimits.onrampOrders` budget.
 */
export function onrampRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/onramp/options', (c) => c.json(onrampOptions(ctx)))
    .post('/v1/onramp/quote', async (c) => {
      const b = await readJsonBody(c, quoteBody)
      return c.json(await quoteOnramp(ctx.db, { purchase: b.purchaseCurrency, payment: b.paymentCurrency, amount: b.amount }))
    })
    .post('/v1/generators/onrampurl', ctx.limit('onrampOrders'), async (c) => {
      if (!ctx.onrampSandbox) throw new ApiError(503, 'No onramp provider is configured on this server')
      const b = await readJsonBody(c, urlBody)
      const wallet = b.destinationWallets[0]!
      const asset = (wallet.assets?.[0] ?? 'ETH').toUpperCase()
      await checkOrderValue(ctx.db, { deliveredSymbol: asset === 'ETH' ? 'ETH' : 'DUSD', fiatCurrency: b.fiatCurrency,
        paymentMethod: b.paymentMethod, presetCryptoAmount: b.presetCryptoAmount, presetFiatAmount: b.presetFiatAmount })
      const id = randomUUID()
      await ctx.db.query(
        `INSERT INTO onramp_orders (id, project_id, destination, network, asset, crypto_amount, fiat_amount, fiat_currency, partner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, c.var.project.id, wallet.address, b.defaultNetwork ?? wallet.blockchains?.[0] ?? 'airlock-local',
          asset, b.presetCryptoAmount ?? null, b.presetFiatAmount ?? null, b.fiatCurrency, b.partnerUserId ?? null],
      )
      return c.json({ url: `${ctx.publicUrl()}/onramp/sandbox/${id}` })
    })
}
