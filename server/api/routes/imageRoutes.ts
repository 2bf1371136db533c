import { Hono, type Context } from 'hono'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { findWeb3Icon, loadWeb3Icon, type Web3IconKind } from '../images/findWeb3Icon.js'
import { isSocialIconName, loadSocialIcon } from '../images/loadSocialIcon.js'
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

// The icon set's artwork for `id` of `kind` when it has one.
async function artwork(kind: Web3IconKind, id: string): Promise<string | undefined> {
  const file = findWeb3Icon(kind, id)
  return file ? loadWeb3Icon(kind, file) : undefined
}

// What an asset or token image id names in the icon set: a network by CAIP-2 id (or a bare
// EVM chain id), a token by symbol or by the address at the end of a CAIP-10 id.
function lookup(kind: 'Asset' | 'Currency' | 'Token' | 'Avatar', id: string): [Web3IconKind, string] | undefined {
  if (kind === 'Asset') return /^\d+$/.test(id) ? ['networks', `eip155:${id}`] : id.includes(':') ? ['networks', id] : undefined
  if (kind === 'Token') return ['tokens', id.includes(':') ? id.split(':').pop()! : id]
  return undefined
}

/**
 * Wallet, asset (network), currency, token and name avatar images (SPEC §7 "image blob"):
 * the MIT-licensed artwork of `@web3icons/core` for the wallets, networks and tokens it has,
 * served from this server, and an SVG monogram for the rest; the sign-in providers' logos as
 * asset images (`/public/getAssetImage/{google|github|apple|facebook|x|discord|farcaster}`)
 * from the CC0 `simple-icons` set. Nothing is fetched from outside.
 */
export function imageRoutes(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  // Drawn once per id, the last 2,000 kept: every token list asks for the same few.
  const monograms = new LRUCache<string, string>({ max: 2000 })
  app.get('/getWalletImage/:id', async (c) => {
    const { id } = parseInput(params, c.req.param(), 'path')
    const wallet = walletsById.get(id)
    if (!wallet) throw new ApiError(404, `Unknown wallet image: ${id}`)
    return svg(c, (await artwork('wallets', wallet.name)) ?? renderMonogram(wallet.name, wallet.id))
  })
  // Avatar: a name's avatar as pages get it (see nameAvatar), drawn here, never fetched from outside.
  for (const kind of ['Asset', 'Currency', 'Token', 'Avatar'] as const) {
    app.get(`/public/get${kind}Image/:id`, async (c) => {
      const { id } = parseInput(params, c.req.param(), 'path')
      if (kind === 'Asset' && isSocialIconName(id)) return svg(c, await loadSocialIcon(id))
      const found = lookup(kind, id)
      const art = found && (await artwork(...found))
      if (art) return svg(c, art)
      // A network the set lacks: the modal draws its letter tile from the network's own name.
      if (found?.[0] === 'networks') throw new ApiError(404, `No image for network ${found[1]}`)
      // Token ids may be CAIP-10 addresses; the ticker-like tail reads better than a hex prefix.
      const seed = `${kind}:${id.toLowerCase()}`
      let drawn = monograms.get(seed)
      if (!drawn) {
        const label = id.includes(':') ? id.split(':').pop()!.slice(0, 6) : id
        drawn = renderMonogram(label.toUpperCase(), seed)
        monograms.set(seed, drawn)
      }
      return svg(c, drawn)
    })
  }
  return app
}
