import { FRAME_CHANNEL, FRAME_PROTOCOL_VERSION } from './frameChannel.js'
import { parseFrameToAppMessage, type FrameReady, type FrameToAppMessage } from './frameMessageSchema.js'
import type { FrameRequestPayload, FrameRequestType } from './frameRequestPayloads.js'
import { FrameRequestError } from './FrameRequestError.js'
import { frameResultSchemas, type FrameResult } from './frameResultSchemas.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS, timedFrameRequests } from './frameTimeouts.js'

/** Options of {@link createFrameTransport}. */
export interface FrameTransportOptions {
  /** The frame's window (`iframe.contentWindow`); messages from any other source are dropped. */
  frameWindow: () => Window | null | undefined
  /** The frame's origin (of `frameUrl`); messages from any other origin are dropped, and posts name it. */
  frameOrigin: string
  /** Where the frame's messages arrive: the parent's own window. Default `window`. */
  host?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** READY, SESSION_UPDATE and FRAME_ERROR. */
  onEvent?: (message: Exclude<FrameToAppMessage, { type: 'SUCCESS' | 'ERROR' }>) => void
  /** Where dropped messages are reported (debug level). Default: nowhere. */
  debug?: (reason: string, data: unknown) => void
  /**
   * Where the sealed copy of the frame's storage is kept when the frame says `storage:
   * 'sealed'` (it has only its partitioned cookies): default this page's localStorage under
   * `airlock-wallet:vault:<frame origin>`. The copy is useless without the frame's own cookie.
   */
  vault?: VaultKeeper
}

/** Keeps the one sealed copy of the frame's storage in the parent's page (see {@link FrameTransportOptions.vault}). */
export interface VaultKeeper {
  read(): string | undefined
  write(vault: string): void
}

/** The parent page's localStorage as a {@link VaultKeeper} (nothing kept where the page has none). */
export function localVaultKeeper(key: string): VaultKeeper {
  const storage = () => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage
    } catch {
      return undefined
    }
  }
  return {
    read: () => {
      try {
        return storage()?.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    write: (vault) => {
      try {
        storage()?.setItem(key, vault)
      } catch {
        // quota or a denied storage: the frame forgets on reload, as in memory
      }
    },
  }
}

/** Per-request options. */
export interface FrameCallOptions {
  /** Default 30 s for SPEC §9's connect requests, none for the others. */
  timeoutMs?: number
  signal?: AbortSignal
}

/** The parent's side of the frame protocol. */
export interface FrameTransport {
  /** Resolves with READY's payload (after SPEC §9's 500 ms pause); fails with `iframe_load_failed` after 20 s. */
  ready(timeoutMs?: number): Promise<FrameReady>
  /** Sends one request and resolves with its checked result, or rejects with a `FrameRequestError`. */
  request<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>, options?: FrameCallOptions): Promise<FrameResult<T>>
  /** Stops listening; pending requests fail with `aborted`. */
  close(): void
}

/**
 * Talks to the embedded-wallet frame over postMessage: every post names the frame's origin,
 * every message is checked for origin, source and schema before use (anything else is
 * dropped and reported to `debug`), and every reply is matched to its request by id.
 * @example
 * const transport = createFrameTransport({ frameWindow: () => iframe.contentWindow, frameOrigin: new URL(frameUrl).origin })
 * await transport.ready()
 * const { action } = await transport.request('CONNECT_EMAIL', { email })
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const host = options.host ?? window
  const debug = options.debug ?? (() => {})
  const vault = options.vault ?? localVaultKeeper(`airlock-wallet:vault:${options.frameOrigin}`)
  const pending = new Map<string, { type: FrameRequestType; resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  let readyPayload: FrameReady | undefined
  const readyWaiters = new Set<() => void>()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== options.frameOrigin) return debug('dropped: wrong origin', event.origin)
    const frame = options.frameWindow()
    if (!frame || event.source !== frame) return debug('dropped: wrong source', event.data)
    const message = parseFrameToAppMessage(event.data)
    if (!message) return debug('dropped: not a frame message', event.data)
    if (message.type === 'SUCCESS' || message.type === 'ERROR') {
      const call = pending.get(message.id)
      if (!call || call.type !== message.request) return debug('dropped: no such pending request', message)
      pending.delete(message.id)
      if (message.type === 'ERROR') return call.reject(new FrameRequestError(message.error.code, message.error.message, message.error))
      const result = frameResultSchemas[call.type].safeParse(message.result)
      if (!result.success) return call.reject(new FrameRequestError('internal', `The frame answered ${call.type} with an unexpected result`))
      return call.resolve(result.data)
    }
    if (message.type === 'VAULT_SEALED') return vault.write(message.payload.vault)
    if (message.type === 'READY') {
      const wakeAll = (payload: FrameReady) => {
        readyPayload = payload
        for (const wake of readyWaiters) wake()
      }
      // A frame with only its partitioned cookies takes back the sealed copy this page kept,
      // before anything else is asked of it; whether that reopened a session is what counts.
      if (message.payload.storage !== 'sealed') wakeAll(message.payload)
      else {
        const kept = vault.read()
        void transport.request('OPEN_VAULT', kept ? { vault: kept } : {}).then(
          ({ isConnected }) => wakeAll({ ...message.payload, isConnected }),
          () => wakeAll(message.payload),
        )
      }
    }
    options.onEvent?.(message)
  }
  host.addEventListener('message', onMessage as EventListener)

  const post = (message: unknown) => {
    const frame = options.frameWindow()
    if (!frame) throw new FrameRequestError('iframe_load_failed', 'The embedded wallet frame is not set')
    frame.postMessage(message, options.frameOrigin)
  }

  const transport: FrameTransport = {
    ready(timeoutMs = FRAME_LOAD_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer)
          readyWaiters.delete(done)
          if (readyPayload!.protocol !== FRAME_PROTOCOL_VERSION) {
            return reject(new FrameRequestError('iframe_load_failed', `The frame speaks protocol ${readyPayload!.protocol}, not ${FRAME_PROTOCOL_VERSION}`))
          }
          const payload = readyPayload!
          setTimeout(() => resolve(payload), FRAME_READY_DELAY_MS)
        }
        const timer = setTimeout(() => {
          readyWaiters.delete(done)
          reject(new FrameRequestError('iframe_load_failed', 'Network Error - Could not load embedded wallet'))
        }, timeoutMs)
        if (readyPayload) done()
        else readyWaiters.add(done)
      })
    },
    request(type, payload, callOptions = {}) {
      const id = crypto.randomUUID()
      const timeoutMs = callOptions.timeoutMs ?? (timedFrameRequests.includes(type) ? FRAME_REQUEST_TIMEOUT_MS : undefined)
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const giveUp = (error: FrameRequestError) => {
          if (!pending.delete(id)) return
          clearTimeout(timer)
          try {
            post({ channel: FRAME_CHANNEL, id, type: 'ABORT' })
          } catch {
            // the frame is gone; nothing to abort
          }
          reject(error)
        }
        const settle = (fn: (value: never) => void) => (value: unknown) => {
          clearTimeout(timer)
          callOptions.signal?.removeEventListener('abort', onAbort)
          fn(value as never)
        }
        const onAbort = () => giveUp(new FrameRequestError('aborted', 'Request was aborted'))
        if (callOptions.signal?.aborted) return reject(new FrameRequestError('aborted', 'Request was aborted'))
        pending.set(id, { type, resolve: settle(resolve), reject: settle(reject) })
        callOptions.signal?.addEventListener('abort', onAbort, { once: true })
        if (timeoutMs !== undefined) timer = setTimeout(() => giveUp(new FrameRequestError('iframe_request_timeout', 'Embedded Wallet Request Timed Out')), timeoutMs)
        try {
          post({ channel: FRAME_CHANNEL, id, type, payload })
        } catch (error) {
          pending.delete(id)
          settle(reject)(error)
        }
      }) as Promise<FrameResult<typeof type>>
    },
    close() {
      host.removeEventListener('message', onMessage as EventListener)
      for (const [id, call] of pending) {
        pending.delete(id)
        call.reject(new FrameRequestError('aborted', 'Request was aborted'))
      }
    },
  }
  return transport
}
