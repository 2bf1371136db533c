import * as z from 'zod/mini'
import { ApiError } from '../api/ApiError.js'
import type { AirlockContext } from '../../kernel/context.js'
import { randomHex } from '../env/randomHex.js'
import { createRateLimiter } from './createRateLimiter.js'

/** How many error reports may leave in a minute (SPEC §9). */
export const ERROR_TELEMETRY_LIMIT = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

/** The event that is never sent, whatever the settings (SPEC §7). */
const NEVER_SENT = 'MODAL_CREATED'

const configSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** Sends analytics events and rate-limited error reports to the API's `POST /e`. */
export interface AnalyticsSender {
  track(event: string, properties?: Record<string, unknown>): Promise<void>
  reportError(message: string): Promise<void>
}

/**
 * Creates the sender of one kernel. It sends only when the host opted in (`analytics`) and
 * the project's analytics config allows it; a 403 shows the origin alert once.
 */
export function createAnalyticsSender(context: Pick<AirlockContext, 'api' | 'alerts' | 'config'>, page: { href: string; hostname: string }): AnalyticsSender {
  const errors = createRateLimiter(ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS)
  let enabled: Promise<boolean> | undefined
  const isEnabled = () =>
    (enabled ??=
      context.config.analytics && context.api.configured
        ? context.api.get('/getAnalyticsConfig', {}, configSchema).then(
            (answer) => answer.isAnalyticsEnabled,
            () => false,
          )
        : Promise.resolve(false))

  async function send(props: Record<string, unknown>) {
    if (!(await isEnabled())) return
    try {
      await context.api.post('/e', { eventId: randomHex(12), url: page.href, domain: page.hostname, timestamp: Date.now(), props })
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) context.alerts.showCodeOnce('ORIGIN_NOT_ALLOWED')
    }
  }

  return {
    async track(event, properties = {}) {
      if (event === NEVER_SENT) return
      await send({ type: 'track', event, properties })
    },
    async reportError(message) {
      if (!errors.take()) return
      await send({ type: 'error', event: 'ERROR', properties: { message } })
    },
  }
}
