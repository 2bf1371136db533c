import { Hono } from 'hono'
import type { ApiEnv } from '../http/ApiEnv.js'
import { resolveFeatures } from '../projects/defaultFeatures.js'

/** Per-project settings the modal reads at start: features, origins, analytics switch. */
export function projectRoutes(): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/appkit/v1/config', (c) => c.json({ features: resolveFeatures(c.var.project.features) }))
    .get('/projects/v1/origins', (c) => c.json({ allowedOrigins: c.var.project.allowedOrigins, developmentAncestors: c.var.project.developmentAncestors, hostApprovals: c.var.project.hostApprovals }))
    .get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.var.project.analyticsEnabled }))
}
