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

/** Where the page is: its origin and path only (a query or fragment may hold tokens). */
export interface AnalyticsPage {
  origin: string
  pathname: string
  hostname: string
}

/** The key under which this browser's random analytics id is kept. */
export const CLIENT_ID_KEY = 'clientId'

/**
 * Creates the sender of one kernel. It sends only when the host opted in (`analytics`) and
 * the project's analytics config allows it; a 403 shows the origin alert once. An event
 * names the page by origin and path, never its query or fragment, and carries `clientId`: a
 * random id kept in this browser's storage, made on the first event sent, that lets the
 * project count distinct browsers. No other call carries it.
 */
export function createAnalyticsSender(
  context: Pick<AirlockContext, 'api' | 'alerts' | 'config' | 'storage'>,
  page: AnalyticsPage,
): AnalyticsSender {
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

  const clientId = () => {
    let id = context.storage.get<string>(CLIENT_ID_KEY)
    if (!id) context.storage.set(CLIENT_ID_KEY, (id = randomHex(16)))
    return id
  }

  async function send(props: Record<string, unknown>) {
    if (!(await isEnabled())) return
    const event = { eventId: randomHex(12), url: page.origin + page.pathname, domain: page.hostname, timestamp: Date.now(), props }
    try {
      await context.api.post('/e', event, { clientId: clientId() })
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
