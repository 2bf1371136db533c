import type { AirlockContext } from 'airlock/kit'
import { createFrameTransport, localVaultKeeper, type FrameTransport } from './protocol/createFrameTransport.js'
import type { FrameReady, FrameToAppMessage } from './protocol/frameMessageSchema.js'
import { FrameRequestError } from './protocol/FrameRequestError.js'
import { buildFrameUrl } from './protocol/frameUrl.js'

/** SPEC §4's frame states: not created; created and waiting for READY (+500 ms); initialized. */
export type FrameState = 'none' | 'loading' | 'ready'

/** The frame's events a connector follows. */
export type FrameEvent = Exclude<FrameToAppMessage, { type: 'SUCCESS' | 'ERROR' }>

/** The hidden embedded-wallet frame of one instance. */
export interface EmbeddedFrame {
  readonly state: FrameState
  /** Where the frame keeps what it keeps (READY's `storage`), once it said READY. */
  readonly storage: FrameReady['storage'] | undefined
  /** Creates the frame on first need and resolves once it is initialized (READY, the pause, theme and app data synced). */
  connect(): Promise<{ transport: FrameTransport; isConnected: boolean }>
  /** Sends the host's app metadata again (SPEC §2's resync after the Farcaster view). */
  syncDappData(): Promise<void>
  /** Removes the iframe and stops listening; the next `connect` starts over. */
  destroy(): void
}

/**
 * The embedded wallet's hidden iframe, from `frameUrl`: created on first need with the
 * transport listening before it is appended, then initialized with the host's theme and
 * app metadata (SPEC §3 payloads). A frame that fails to load (20 s) or refuses the host is
 * removed, so the next attempt loads it again. The frame's FRAME_ERROR and SESSION_UPDATE
 * go to `onEvent`.
 */
export function createEmbeddedFrame(context: AirlockContext, frameUrl: string, onEvent: (event: FrameEvent) => void): EmbeddedFrame {
  // SPEC §3 app metadata, as SYNC_DAPP_DATA carries it.
  const dappData = () => {
    const metadata = context.config.metadata
    return {
      name: metadata?.name ?? document.title.slice(0, 200),
      ...(metadata?.description && { description: metadata.description }),
      url: metadata?.url ?? location.origin,
      ...(metadata?.icons.length && { icons: metadata.icons.slice(0, 8) }),
      sdkVersion: 'react',
      sdkType: 'airlock',
      projectId: context.config.projectId,
    }
  }
  let state: FrameState = 'none'
  let iframe: HTMLIFrameElement | undefined
  let transport: FrameTransport | undefined
  let started: Promise<{ transport: FrameTransport; isConnected: boolean }> | undefined
  let storage: FrameReady['storage'] | undefined
  const { config, logger } = context
  const themeMode = config.themeMode

  const destroy = () => {
    transport?.close()
    iframe?.remove()
    iframe = transport = started = undefined
    state = 'none'
  }

  const start = async () => {
    const element = document.createElement('iframe')
    element.src = buildFrameUrl(frameUrl, 'frame', {
      projectId: config.projectId,
      parentOrigin: location.origin,
      sdkType: 'airlock',
      themeMode,
      locale: context.i18n.locale,
      // The host approves with its own buttons: the frame takes that only where the project's record allows it.
      ...(config.embedded?.approvals === 'host' && { approvals: 'host' as const }),
    })
    element.title = 'Airlock embedded wallet'
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    element.style.cssText = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
    // A frame that refuses the host says so (FRAME_ERROR) and never becomes usable.
    let refuse: (error: FrameRequestError) => void = () => {}
    const refused = new Promise<never>((_resolve, reject) => (refuse = reject))
    refused.catch(() => {})
    const current = createFrameTransport({
      frameWindow: () => element.contentWindow,
      frameOrigin: new URL(frameUrl).origin,
      onEvent(event) {
        if (event.type === 'FRAME_ERROR') refuse(new FrameRequestError(event.payload.code, event.payload.message, event.payload))
        onEvent(event)
      },
      debug: (reason, data) => logger.debug(`Embedded wallet frame: ${reason}`, data),
      // Where the frame has only its partitioned cookies, this page keeps its sealed copy, per project.
      vault: localVaultKeeper(`airlock-wallet:vault:${config.projectId}`),
    })
    iframe = element
    transport = current
    state = 'loading'
    document.body.append(element)
    const ready = await Promise.race([current.ready(), refused])
    const { isConnected } = ready
    storage = ready.storage
    await Promise.all([
      current.request('SYNC_THEME', { themeMode, themeVariables: config.themeVariables as Record<string, string | number> }),
      current.request('SYNC_DAPP_DATA', dappData()),
    ])
    state = 'ready'
    return { transport: current, isConnected }
  }

  return {
    syncDappData: async () => void (await transport?.request('SYNC_DAPP_DATA', dappData())),
    get state() {
      return state
    },
    get storage() {
      return storage
    },
    connect() {
      if (!started) {
        const attempt = start()
        started = attempt
        attempt.catch(() => {
          if (started === attempt) destroy()
        })
      }
      return started
    },
    destroy,
  }
}
