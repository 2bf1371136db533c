import { Hono } from 'hono'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { emailChangeRoutes } from './emailChangeRoutes.js'
import { emailSignInRoutes } from './emailSignInRoutes.js'
import { embeddedOriginGuard } from './embeddedOriginGuard.js'
import { exportRoutes } from './exportRoutes.js'
import { farcasterSignInRoutes } from './farcasterSignInRoutes.js'
import { keyShareRoutes } from './keyShareRoutes.js'
import { linkRoutes } from './linkRoutes.js'
import { passkeyRoutes } from './passkeys/passkeyRoutes.js'
import { permissionRoutes } from './permissions/permissionRoutes.js'
import { stepUpRoutes } from './passkeys/stepUpRoutes.js'
import { sessionRoutes } from './sessions/sessionRoutes.js'
import { sessionUserRoutes } from './sessionUserRoutes.js'
import { socialSignInRoutes } from './socialSignInRoutes.js'

/**
 * The embedded wallet's backend under `/v1/embedded` (after the project guard): sign-in,
 * sessions (and the person's list of them), key shares, email change, export, passkeys and
 * the second factor, and the permissions users granted to apps. One sub-app, so a rate limiter wraps all of
 * it with one `use`. Without embedded options every route answers 503.
 */
export function embeddedRoutes(deps: Omit<EmbeddedDeps, 'embedded'> & { embedded?: EmbeddedDeps['embedded'] }): Hono<ApiEnv> {
  const app = new Hono<EmbeddedEnv>()
  const { embedded } = deps
  if (!embedded) {
    app.all('*', () => {
      throw new ApiError(503, 'The embedded wallet is not configured on this server', undefined, { code: 'backend_unavailable' })
    })
  } else {
    const full = { ...deps, embedded }
    app.use('*', embeddedOriginGuard(embedded.frameOrigins))
    for (const routes of [sessionUserRoutes(full), emailSignInRoutes(full), keyShareRoutes(full), exportRoutes(full), emailChangeRoutes(full), socialSignInRoutes(full), farcasterSignInRoutes(full), linkRoutes(full), passkeyRoutes(full), stepUpRoutes(full), sessionRoutes(full), permissionRoutes(full)]) app.route('/', routes)
  }
  return new Hono<ApiEnv>().route('/v1/embedded', app as unknown as Hono<ApiEnv>)
}
