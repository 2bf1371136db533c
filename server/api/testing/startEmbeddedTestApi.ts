import { createRecoveryKey } from '../../frame/custody/recoverySuite.js'
import { startMailServer, type MailServer } from '../../../local/mail/startMailServer.js'
import type { EmbeddedOptions } from '../embedded/EmbeddedOptions.js'
import type { ApiRateLimits } from '../http/ApiRateLimits.js'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import { createApiClient, type ApiCall } from './createApiClient.js'
import type { TestBackend } from './testBackends.js'

/** The frame origin the embedded test API trusts. */
export const TEST_FRAME_ORIGIN = 'http://127.0.0.1:48793'

/** An API with the embedded wallet's backend, its real mail server, and the operator's recovery key. */
export interface EmbeddedTestApi {
  api: ApiServer
  mail: MailServer
  call: ApiCall
  projectId: string
  recoveryKey: ReturnType<typeof createRecoveryKey>
  stop(): Promise<void>
}

/**
 * Starts the local mail server and an API over `backend` with `/v1/embedded/*` on, on free
 * ports; `rateLimits` replaces budgets one by one; `frameOrigins` replaces the frame's origin
 * (passkeys need a domain such as `localhost`); the last argument sets more of the embedded
 * backend's options, and `trustedProxies: 1` lets a test name its client address
 * (X-Forwarded-For), so its per-client budgets are its own in a database other tests share.
 */
export async function startEmbeddedTestApi(
  backend: TestBackend,
  rateLimits?: Partial<ApiRateLimits>,
  frameOrigins: string[] = [TEST_FRAME_ORIGIN],
  { trustedProxies = 0, ...embedded }: Pick<EmbeddedOptions, 'loginEmailIntervalSeconds'> & { trustedProxies?: number } = {},
): Promise<EmbeddedTestApi> {
  const projectId = `emb-${Math.random().toString(36).slice(2, 8)}`
  const recoveryKey = createRecoveryKey()
  const mail = await startMailServer({ port: 0, smtpPort: 0 })
  try {
    const api = await startApiServer({
      port: 0,
      databaseUrl: backend.databaseUrl,
      projects: [{ id: projectId, name: 'Demo', allowedOrigins: ['http://localhost:5173'] }],
      onError: () => {},
      trustedProxies,
      ...(rateLimits && { rateLimits }),
      embedded: { ...embedded, frameOrigins, recoveryKey: recoveryKey.privateKey, mail: { smtpUrl: mail.smtpUrl, from: 'Airlock <no-reply@airlock.test>' } },
    })
    return { api, mail, call: createApiClient(api.url, projectId), projectId, recoveryKey, stop: async () => { await api.stop(); await mail.stop() } }
  } catch (error) {
    await mail.stop()
    throw error
  }
}
