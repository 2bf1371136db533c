import * as v from 'valibot'
import type { AirlockContext } from '../../kernel/context.js'
import { isOriginAllowed } from './isOriginAllowed.js'

const originsSchema = v.object({ allowedOrigins: v.array(v.string()) })

/**
 * Reads the project's allowed origins (`GET /projects/v1/origins`; an empty list when the
 * call fails) and shows the origin alert when this page's origin is not among them.
 * Returns the list.
 */
export async function checkOrigin(context: Pick<AirlockContext, 'api' | 'alerts' | 'logger'>, origin: string): Promise<string[]> {
  const allowed = await context.api
    .get('/projects/v1/origins', {}, originsSchema)
    .then((answer) => answer.allowedOrigins)
    .catch((error: unknown) => {
      context.logger.warn('The allowed origins could not be read', error)
      return []
    })
  if (allowed.length > 0 && !isOriginAllowed(origin, allowed)) context.alerts.showCode('ORIGIN_NOT_ALLOWED')
  return allowed
}
