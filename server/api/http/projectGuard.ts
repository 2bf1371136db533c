import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { ApiError, serverMessages } from './ApiError.js'
import type { ApiEnv } from './ApiEnv.js'
import { isOriginAllowed } from '../../../services/api/isOriginAllowed.js'
import { parseInput } from './parseInput.js'

const sdkQuery = z.object({
  projectId: z.string().max(128).optional(),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
  clientId: z.string().max(256).optional(),
})

/**
 * Checks every API call: `projectId` must name a stored project (401, SPEC §8 'invalid key'),
 * and a browser `Origin` must be on that project's allowlist (403) or be one of the
 * operator's own `trustedOrigins` (the embedded-wallet frame, which serves every project).
 * Calls without `Origin` come from servers, which an allowlist of browser origins does not
 * constrain.
 */
export function projectGuard(projects: Pick<ProjectCache, 'find'>, trustedOrigins: readonly string[] = []): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const query = parseInput(sdkQuery, c.req.query(), 'query')
    const project = query.projectId ? await projects.find(query.projectId) : undefined
    if (!project) throw new ApiError(401, serverMessages.invalidKey)
    const origin = c.req.header('origin')
    if (origin !== undefined && !trustedOrigins.includes(origin) && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new ApiError(403, serverMessages.originNotAllowed)
    }
    c.set('project', project)
    await next()
  }
}
