import type { KeyValueStorage } from 'airlock/kit'
import type { SiwxHandler, SiwxSession } from '../SiwxHandler.js'
import { createSiwxMessage } from '../messages/createSiwxMessage.js'

const KEY = 'siwx:sessions'

const same = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * A handler that keeps sessions in the browser's storage, for apps that only need to know the
 * person signed: nothing is verified by a server (use `createApiSiwxHandler` for that).
 */
export function createBrowserSiwxHandler(storage: KeyValueStorage): SiwxHandler {
  const read = () => storage.get<SiwxSession[]>(KEY) ?? []
  const write = (sessions: SiwxSession[]) => storage.set(KEY, sessions)
  return {
    async createMessage(input) {
      const bytes = crypto.getRandomValues(new Uint8Array(16))
      return createSiwxMessage(input, { nonce: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') })
    },
    async getSessions(chainId, address) {
      return read().filter((session) => same(session, chainId, address))
    },
    async addSession(session) {
      write([...read().filter((kept) => !same(kept, session.data.chainId, session.data.accountAddress)), session])
    },
    async setSessions(sessions) {
      write(sessions)
    },
    async revokeSession(chainId, address) {
      write(read().filter((session) => !same(session, chainId, address)))
    },
  }
}
