import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { renderMonogram } from '../images/renderMonogram.js'
import { walletRegistry } from '../wallets/walletRegistry.js'

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/, 'expected an image id') })
const walletsById = new Map(walletRegistry.map((w) => [w.image_id, w]))

function svg(c: Context, body: string): Response {
  return c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    // An SVG opened directly must not run script.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
}

/** Wallet, asset, currency, token and name avatar images (SPEC §7 "image blob"), drawn as SVG monograms. */
export function imageRoutes(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  app.get('/getWalletImage/:id', (c) => {
    const { id } = parseInput(params, c.req.param(), 'path')
    const wallet = walletsById.get(id)
    if (!wallet) throw new ApiError(404, `Unknown wallet image: ${id}`)
    return svg(c, renderMonogram(wallet.name, wallet.id))
  })
  // Avatar: a name's avatar as pages get it (see nameAvatar), drawn here, never fetched from outside.
  for (const kind of ['Asset', 'Currency', 'Token', 'Avatar'] as const) {
    app.get(`/public/get${kind}Image/:id`, (c) => {
      const { id } = parseInput(params, c.req.param(), 'path')
      // Token ids may be CAIP-10 addresses; the ticker-like tail reads better than a hex prefix.
      const label = id.includes(':') ? id.split(':').pop()!.slice(0, 6) : id
      return svg(c, renderMonogram(label.toUpperCase(), `${kind}:${id.toLowerCase()}`))
    })
  }
  return app
}
