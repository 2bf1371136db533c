import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiContext } from './ApiContext.js'
import { loadServerSecret } from './sessions/loadServerSecret.js'
import { deviceApprovalRoutes } from './embedded/deviceApprovalRoutes.js'
import { embeddedRoutes } from './embedded/embeddedRoutes.js'
import type { ApiEnv } from './http/ApiEnv.js'
import { corsHeaders } from './http/corsHeaders.js'
import { handleError } from './http/handleError.js'
import { projectGuard } from './http/projectGuard.js'
import { hostGuard } from '../http/hostGuard.js'
import { balanceRoutes } from './routes/balanceRoutes.js'
import { chainRoutes } from './routes/chainRoutes.js'
import { contractRoutes } from './routes/contractRoutes.js'
import { convertRoutes } from './routes/convertRoutes.js'
import { eventRoutes } from './routes/eventRoutes.js'
import { faucetRoutes } from './routes/faucetRoutes.js'
import { farcasterRelayRoutes } from './routes/farcasterRelayRoutes.js'
import { historyRoutes } from './routes/historyRoutes.js'
import { imageRoutes } from './routes/imageRoutes.js'
import { nftRoutes } from './routes/nftRoutes.js'
import { onrampRoutes } from './routes/onrampRoutes.js'
import { profileRoutes } from './routes/profileRoutes.js'
import { projectRoutes } from './routes/projectRoutes.js'
import { sandboxRoutes } from './routes/sandboxRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { siwxRoutes } from './routes/siwxRoutes.js'
import { walletRoutes } from './routes/walletRoutes.js'
import { simulateRoutes } from './simulate/simulateRoutes.js'
import { smartAccountRoutes } from './smartAccounts/smartAccountRoutes.js'
import { paymasterRoutes } from './sponsor/paymasterRoutes.js'

// Pages a person opens in a tab, images that answers link to (an <img> loads the URL as it
// stands), the embedded wallet's device-approval link (its token is the capability), the
// social login's start and callback pages' calls (its state names the login, its browser
// secret is the capability), and the load balancer's probe: no projectId to check.
const unguarded = [/^\/onramp\/sandbox\//, /^\/public\//, /^\/health$/, /^\/v1\/embedded\/device\/approve$/, /^\/v1\/embedded\/social\/(?:claim|callback)$/]
// The Farcaster relay is public like Farcaster's own: @farcaster/auth-client builds its URLs
// from a bare base, and channels are guarded by their tokens and the relay key instead.
const relayPaths = /^\/v1\/channel(?:\/|$)/

/**
 * Assembles the HTTP API: the Host check, CORS, the body limit, the per-client budget, the
 * project guard and the per-project budget, then every SPEC §7 route (some with a budget of
 * their own). The sandbox onramp pages exist only when the sandbox is on.
 */
export function createApp(ctx: ApiContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  const guard = projectGuard(ctx.projects, ctx.embedded?.frameOrigins)
  let codeKey: Promise<string> | undefined
  const embeddedDeps = { db: ctx.db, embedded: ctx.embedded, publicUrl: ctx.publicUrl, codeKey: () => (codeKey ??= loadServerSecret(ctx.db, 'embedded_codes')), limit: ctx.limit, evmChains: ctx.evmChains }
  app.onError(handleError(ctx.report))
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  app.use('*', hostGuard(ctx.allowedHosts))
  app.use('*', corsHeaders())
  // The unread rest of an oversized body would be taken for the next request on a kept-alive
  // socket, so the refusal also closes the connection.
  app.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ message: 'Request body too large' }, 413, { connection: 'close' }) }))
  const open = ctx.farcasterRelay ? [...unguarded, relayPaths] : unguarded
  app.use('*', ctx.limit('perClient'))
  app.use('*', (c, next) => (open.some((r) => r.test(c.req.path)) ? next() : guard(c, next)))
  app.use('*', ctx.limit('perProject'))
  app.get('/health', (c) => c.json({ ok: true }))
  if (ctx.embedded) app.route('/', deviceApprovalRoutes({ ...embeddedDeps, embedded: ctx.embedded }) as unknown as Hono<ApiEnv>)
  for (const routes of [
    walletRoutes(),
    imageRoutes(),
    projectRoutes(),
    eventRoutes(ctx),
    chainRoutes(ctx),
    contractRoutes(ctx),
    profileRoutes(ctx),
    sessionRoutes(ctx),
    siwxRoutes(ctx),
    onrampRoutes(ctx),
    balanceRoutes(ctx),
    historyRoutes(ctx),
    nftRoutes(ctx),
    ...(ctx.onrampSandbox ? [sandboxRoutes(ctx)] : []),
    ...(ctx.testFunds ? [faucetRoutes(ctx)] : []),
    convertRoutes(ctx),
    simulateRoutes(ctx),
    smartAccountRoutes(ctx),
    paymasterRoutes(ctx),
    embeddedRoutes(embeddedDeps),
  ]) {
    app.route('/', routes)
  }
  if (ctx.farcasterRelay) app.route('/', farcasterRelayRoutes(ctx, ctx.farcasterRelay))
  return app
}
