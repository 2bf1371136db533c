import type { MiddlewareHandler } from 'hono'
import type { ApiRateLimits } from '../http/ApiRateLimits.js'
import type { EmbeddedDeps } from './EmbeddedDeps.js'

type Budget = Extract<keyof ApiRateLimits, 'embeddedMail' | 'embeddedCodes' | 'deviceApprovals'>

/**
 * The rate-limit middleware of one of the embedded wallet's budgets (mail sent, codes
 * checked, device approvals), counted per client address by the API's limiter on top of its
 * per-client and per-project budgets. A no-op where the deps carry no limiter (unit tests).
 */
export function embeddedLimit(deps: Pick<EmbeddedDeps, 'limit'>, budget: Budget): MiddlewareHandler<any> {
  return deps.limit ? deps.limit(budget) : (_c, next) => next()
}
