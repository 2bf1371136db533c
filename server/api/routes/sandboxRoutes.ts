import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../ApiContext.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { completeOrder } from '../onramp/completeOrder.js'
import type { OrderRow } from '../onramp/OrderRow.js'
import { checkSandboxPayment } from '../onramp/checkSandboxPayment.js'
import { paymentMethodIds } from '../onramp/paymentMethodLimits.js'
import { renderSandboxPage } from '../onramp/renderSandboxPage.js'

const idParam = z.object({ id: z.string().uuid('expected an order id') })
const methodQuery = z.object({ method: z.enum(paymentMethodIds).default('card') })
const pageHeaders = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

/**
 * The sandbox provider's pages, opened by people in a browser tab rather than called by the
 * modal, so they sit outside the project guard; the unguessable order id is the capability.
 */
export function sandboxRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const load = async (c: Context) => {
    const { id } = parseInput(idParam, c.req.param(), 'path')
    const order = (await ctx.db.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1', [id])).rows[0]
    if (!order) throw new ApiError(404, 'Order not found')
    return order
  }
  return new Hono<ApiEnv>()
    .get('/onramp/sandbox/:id', async (c) => {
      const { method } = parseInput(methodQuery, c.req.query(), 'query')
      return c.html(renderSandboxPage(await load(c), method), 200, pageHeaders)
    })
    .post('/onramp/sandbox/:id/complete', ctx.limit('onrampOrders'), async (c) => {
      const { method } = parseInput(methodQuery, c.req.query(), 'query')
      const order = await load(c)
      try {
        const form = await c.req.parseBody().catch(() => ({}))
        checkSandboxPayment(method, form)
        return c.html(renderSandboxPage(await completeOrder(ctx, order.id), method), 200, pageHeaders)
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'Delivery failed'
        if (!(error instanceof ApiError)) ctx.report(error, 'onramp sandbox')
        return c.html(renderSandboxPage(await load(c), method, { error: message }), error instanceof ApiError ? error.status : 500, pageHeaders)
      }
    })
}
