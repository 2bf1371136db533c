import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { checkOrderValue } from '../onramp/checkOrderValue.js'
import { decimalAmount, positiveDecimalAmount } from '../onramp/decimalAmount.js'
import { findOnrampNetwork } from '../onramp/onrampNetworks.js'
import { onrampOptions } from '../onramp/onrampOptions.js'
import type { OrderRow } from '../onramp/OrderRow.js'
import { limitProblem, paymentCurrencies, paymentMethodIds } from '../onramp/paymentMethodLimits.js'
import { onrampProviderNames, type OnrampProvider } from '../onramp/providers/OnrampProvider.js'
import { quoteOnramp } from '../onramp/quoteOnramp.js'
import { resolveSandboxDelivery } from '../onramp/resolveSandboxDelivery.js'

const currency = z.union([z.string().min(1).max(16), z.object({ id: z.string().min(1).max(16) }).transform((c) => c.id)])
const provider = z.enum(onrampProviderNames)
const paymentMethod = z.enum(paymentMethodIds).default('card')
const quoteBody = z.object({
  purchaseCurrency: currency, paymentCurrency: currency, amount: decimalAmount, network: z.string().max(64).optional(),
  provider: provider.optional(), paymentMethod, destination: z.string().max(128).optional(),
})
const urlBody = z.object({
  destinationWallets: z.array(z.object({
    address: z.string().min(1).max(128),
    blockchains: z.array(z.string().max(64)).max(10).optional(),
    assets: z.array(z.string().max(16)).max(10).optional(),
  })).min(1).max(5),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.enum(['buy', 'send']).default('buy'),
  presetCryptoAmount: positiveDecimalAmount.optional(),
  presetFiatAmount: positiveDecimalAmount.optional(),
  fiatCurrency: z.string().max(8).transform((c) => c.toUpperCase()).pipe(z.enum(paymentCurrencies)).default('USD'),
  paymentMethod,
  provider: provider.default('sandbox'),
})
const orderParam = z.object({ id: z.string().uuid('expected an order id') })

/**
 * Onramp options, quotes from each configured provider, checkout URLs and the sandbox's
 * orders. Amounts are read as decimal strings (`decimalAmount`) and stay so. Amounts outside the payment method's SPEC §5 limits are a 400 naming the limit;
 * orders are made within each client's `rateLimits.onrampOrders` budget.
 */
export function onrampRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const configured = (name: string): OnrampProvider => {
    const found = ctx.onrampProviders.find((p) => p.name === name)
    if (found) return found
    if (name === 'sandbox') throw new ApiError(503, 'No onramp provider is configured on this server')
    throw new ApiError(400, `Invalid body field 'provider': ${name} is not configured on this server`, 'provider')
  }
  return new Hono<ApiEnv>()
    .get('/v1/onramp/options', (c) => c.json(onrampOptions(ctx)))
    .post('/v1/onramp/quote', async (c) => {
      const b = await readJsonBody(c, quoteBody)
      const problem = limitProblem(b.paymentMethod, b.amount, b.paymentCurrency.toUpperCase())
      if (problem) throw new ApiError(400, `Invalid body field 'amount': ${problem}`, 'amount', { code: 'AMOUNT_OUT_OF_LIMITS' })
      // No provider named: the reference price from the stored table.
      if (!b.provider) return c.json(await quoteOnramp(ctx.db, { purchase: b.purchaseCurrency, payment: b.paymentCurrency, amount: b.amount }))
      const chosen = configured(b.provider)
      const network = b.network ? findOnrampNetwork(ctx, b.purchaseCurrency, b.network) : undefined
      if (!network || !chosen.serves(b.purchaseCurrency, network)) {
        throw new ApiError(400, `Invalid body field 'network': ${chosen.label} does not deliver ${b.purchaseCurrency} on ${b.network ?? 'no network'}`, 'network')
      }
      const quote = await chosen.quote({ purchaseCurrency: b.purchaseCurrency, paymentCurrency: b.paymentCurrency, amount: b.amount,
        network, paymentMethod: b.paymentMethod, destination: b.destination })
      return c.json({ ...quote, provider: chosen.name })
    })
    .post('/v1/generators/onrampurl', ctx.limit('onrampOrders'), async (c) => {
      const b = await readJsonBody(c, urlBody)
      const chosen = configured(b.provider)
      const wallet = b.destinationWallets[0]!
      const asset = (wallet.assets?.[0] ?? 'ETH').toUpperCase()
      const networkName = b.defaultNetwork ?? wallet.blockchains?.[0]
      if (chosen.name !== 'sandbox') {
        const network = networkName ? findOnrampNetwork(ctx, asset, networkName) : undefined
        if (!network || !chosen.serves(asset, network)) throw new ApiError(400, `Invalid body field 'defaultNetwork': ${chosen.label} does not deliver ${asset} on ${networkName ?? 'no network'}`, 'defaultNetwork')
        const fiat = b.presetFiatAmount ?? '100'
        const problem = limitProblem(b.paymentMethod, fiat, b.fiatCurrency)
        if (problem) throw new ApiError(400, `Invalid body field 'presetFiatAmount': ${problem}`, 'presetFiatAmount', { code: 'AMOUNT_OUT_OF_LIMITS' })
        const url = await chosen.checkoutUrl({ purchaseCurrency: asset, paymentCurrency: b.fiatCurrency, amount: fiat, network, paymentMethod: b.paymentMethod,
          orderId: randomUUID(), destination: wallet.address, projectId: c.var.project.id, partnerUserId: b.partnerUserId, presetCryptoAmount: b.presetCryptoAmount })
        return c.json({ url, provider: chosen.name })
      }
      const delivery = resolveSandboxDelivery(ctx, asset, networkName)
      if (!delivery) throw new ApiError(400, `Invalid body field 'defaultNetwork': the sandbox does not deliver ${asset} on ${networkName}`, 'defaultNetwork')
      await checkOrderValue(ctx.db, { deliveredSymbol: delivery.symbol, fiatCurrency: b.fiatCurrency,
        paymentMethod: b.paymentMethod, presetCryptoAmount: b.presetCryptoAmount, presetFiatAmount: b.presetFiatAmount })
      const id = randomUUID()
      await ctx.db.query(
        `INSERT INTO onramp_orders (id, project_id, destination, network, asset, crypto_amount, fiat_amount, fiat_currency, partner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, c.var.project.id, wallet.address, delivery.network?.name ?? networkName ?? 'airlock-local', delivery.symbol,
          b.presetCryptoAmount ?? null, b.presetFiatAmount ?? null, b.fiatCurrency, b.partnerUserId ?? null],
      )
      return c.json({ url: `${ctx.publicUrl()}/onramp/sandbox/${id}?method=${b.paymentMethod}`, orderId: id, provider: 'sandbox' })
    })
    .get('/v1/onramp/orders/:id', async (c) => {
      const { id } = parseInput(orderParam, c.req.param(), 'path')
      const order = (await ctx.db.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1 AND project_id = $2', [id, c.var.project.id])).rows[0]
      if (!order) throw new ApiError(404, 'Order not found')
      return c.json({ id: order.id, status: order.status, asset: order.asset, network: order.network, destination: order.destination,
        cryptoAmount: order.crypto_amount, txHash: order.tx_hash })
    })
}
