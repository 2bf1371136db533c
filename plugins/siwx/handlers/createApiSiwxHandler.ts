import { ApiError, type ApiClient, type KeyValueStorage } from 'airlock/kit'
import type { SiwxHandler, SiwxSession } from '../SiwxHandler.js'
import { createSiwxMessage } from '../messages/createSiwxMessage.js'
import { createBrowserSiwxHandler } from './createBrowserSiwxHandler.js'

/**
 * A handler verified by the API: the nonce comes from the server (`POST /v1/siwx/nonce`), the
 * server verifies the signed message and keeps the session (`POST /v1/siwx/sessions`), and a
 * session counts only while the server says it is live (not revoked, not expired). The page
 * keeps the session's token, which the host's backend checks with `verifySiwxSession`.
 */
export function createApiSiwxHandler(api: ApiClient, storage: KeyValueStorage): SiwxHandler {
  const kept = createBrowserSiwxHandler(storage)
  const live = async (session: SiwxSession) => {
    if (!session.token) return false
    try {
      await api.post('/v1/siwx/session', { token: session.token })
      return true
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return false
      throw error
    }
  }
  return {
    async createMessage(input) {
      const { nonce } = await api.post<{ nonce: string }>('/v1/siwx/nonce', {})
      return createSiwxMessage(input, { nonce })
    },
    async getSessions(chainId, address) {
      const sessions = await kept.getSessions(chainId, address)
      const checked = await Promise.all(sessions.map(async (session) => ((await live(session)) ? session : undefined)))
      const held = checked.filter((session) => session !== undefined)
      if (held.length < sessions.length) await kept.revokeSession(chainId, address)
      for (const session of held) await kept.addSession(session)
      return held
    },
    async addSession(session) {
      const { token } = await api.post<{ token: string }>('/v1/siwx/sessions', { message: session.message, signature: session.signature })
      const verified = { ...session, token }
      await kept.addSession(verified)
      return verified
    },
    setSessions: kept.setSessions,
    async revokeSession(chainId, address) {
      for (const session of await kept.getSessions(chainId, address)) {
        if (session.token) await api.post('/v1/siwx/session/revoke', { token: session.token })
      }
      await kept.revokeSession(chainId, address)
    },
  }
}
