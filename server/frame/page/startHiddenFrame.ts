import { FRAME_CHANNEL, FRAME_PROTOCOL_VERSION } from '../../../adapters/embedded/protocol/frameChannel.js'
import type { FrameRequest } from '../../../adapters/embedded/protocol/frameRequestSchema.js'
import type { StepUpAction } from '../../../adapters/embedded/protocol/stepUpActions.js'
import type { FramePageConfig } from '../FramePageConfig.js'
import { checkAncestors } from './checkAncestors.js'
import { createFrameApp } from './frame/createFrameApp.js'
import { FrameFailure } from './frame/FrameFailure.js'
import { listenToParent } from './frame/listenToParent.js'
import { listenToApproveButton } from './frame/listenToApproveButton.js'
import { listenToSocialCallback } from './frame/listenToSocialCallback.js'
import { listenToSummaryAsks } from './frame/listenToSummaryAsks.js'
import { toFrameFailure } from './frame/toFrameFailure.js'
import { lendFrameStore } from './lease/lendFrameStore.js'
import { openFrameStore } from './openFrameStore.js'
import { openPasskeySignIn } from './passkeys/openPasskeySignIn.js'
import { passkeyChannelName, readPasskeyChannelMessage } from './passkeys/passkeyChannel.js'
import { sealSessionWithShares } from './session/sealSessionWithShares.js'
import { createSealedStore } from './vault/createSealedStore.js'

const debug = (reason: string, data: unknown) => {
  const from = typeof data === 'string' ? data : ''
  console.debug(`[airlock-frame] ${reason}`, from)
}

/**
 * The hidden frame: checks who embeds it, then answers its parent's requests and says
 * READY. A parent that is not an allowed ancestor gets FRAME_ERROR `unverified_domain` and
 * an ERROR with that code for every request; the frame then touches no storage and no key.
 */
export function startHiddenFrame(config: FramePageConfig): void {
  const parentOrigin = config.parentOrigin!
  const verdict = checkAncestors(parentOrigin, location.ancestorOrigins ? [...location.ancestorOrigins] : undefined, config.ancestors)
  const refusal = config.error
    ? new FrameFailure('invalid_project', 'Invalid App Configuration: the project is unknown')
    : !verdict.allowed
      ? new FrameFailure('unverified_domain', 'Invalid App Configuration: this origin may not use the embedded wallet')
      : undefined
  if (refusal || window.parent === window) {
    const failure = refusal ?? new FrameFailure('unverified_domain', 'The embedded wallet runs only inside an app')
    const reportTo = verdict.allowed ? parentOrigin : verdict.reportTo
    const channel = listenToParent({ self: window, parent: window.parent, parentOrigin: reportTo, handle: () => Promise.reject(failure), toFailure: () => failure, debug })
    channel.post({ channel: FRAME_CHANNEL, type: 'FRAME_ERROR', payload: failure.toFrameError() })
    return
  }

  let channel: ReturnType<typeof listenToParent> | undefined
  const opened = openFrameStore()
  const { kind } = opened
  // Where the browser keeps only the frame's partitioned cookies, what the frame keeps is
  // sealed for the app to keep (VAULT_SEALED) and handed back after a reload (OPEN_VAULT).
  const sealed = kind === 'sealed'
    ? createSealedStore({
        projectId: config.projectId,
        jar: document,
        onSealed: (vault) => channel?.post({ channel: FRAME_CHANNEL, type: 'VAULT_SEALED', payload: { vault } }),
        debug: (reason) => debug(reason, ''),
      })
    : undefined
  const store = sealed?.store ?? opened.store
  let vaultOpened: Promise<unknown> = Promise.resolve()
  const app = createFrameApp({
    apiUrl: config.apiUrl,
    projectId: config.projectId,
    parentOrigin,
    ...(config.hostApprovals && { hostApprovals: true }),
    store,
    notify: (update) => channel?.post({ channel: FRAME_CHANNEL, type: 'SESSION_UPDATE', payload: update }),
    ...(sealed && { openVault: (vault: string | undefined) => (vaultOpened = sealed.open(vault)) as Promise<boolean> }),
  })
  const restored = app.restore().catch((error: unknown) => {
    debug('restore failed', toFrameFailure(error).message)
    return false
  })
  channel = listenToParent({
    self: window,
    parent: window.parent,
    parentOrigin,
    handle: async (request: FrameRequest, signal) => {
      await restored
      return app.handle(request.type, request.payload, signal)
    },
    toFailure: toFrameFailure,
    debug,
  })
  void restored.then((isConnected) => channel!.post({ channel: FRAME_CHANNEL, type: 'READY', payload: { protocol: FRAME_PROTOCOL_VERSION, isConnected, storage: kind } }))

  // A social login in a popup: the callback page hands its address here, and the parent finishes with CONNECT_SOCIAL.
  listenToSocialCallback({
    self: window,
    parent: window.parent,
    onResult: (uri) => channel!.post({ channel: FRAME_CHANNEL, type: 'SOCIAL_RESULT', payload: { uri } }),
    debug,
  })

  // The person pressed the frame's own Approve button (its approve page, in the parent's
  // approval view): the approval now counts, and the parent may send the request.
  listenToApproveButton({
    self: window,
    parent: window.parent,
    onApprove: (approvalId) => {
      if (app.state.approvals.confirm(approvalId)) channel!.post({ channel: FRAME_CHANNEL, type: 'APPROVAL_CONFIRMED', payload: { approvalId } })
    },
    debug,
  })

  // The approve page asks what an approval signs, to show it above its button.
  listenToSummaryAsks({ self: window, parent: window.parent, summaryOf: (approvalId) => app.state.approvals.summaryOf(approvalId), debug })

  // The recovery page (same origin, same storage partition) may sign in, recover or set a
  // password; the frame picks the change up and tells the parent.
  const session = app.state.storage.sessionKey
  const sealedSession = app.state.storage.sealedSessionKey
  const pickUp = (key: string | null) => {
    if (key !== session && key !== sealedSession && !key?.includes(':shares:')) return
    void app.restore().then(
      (isConnected) => app.state.notify({ isConnected, reason: isConnected ? 'recovered' : 'signed_out' }),
      () => {},
    )
  }
  window.addEventListener('storage', (event) => pickUp(event.key))
  // Where the frame has no storage of its own, its pages work on its storage through it.
  if (kind !== 'local') {
    lendFrameStore({
      self: window,
      parent: window.parent,
      projectId: config.projectId,
      entries: async () => {
        await Promise.all([restored, vaultOpened])
        return sealed?.entries() ?? opened.entries()
      },
      write: ({ key, value }) => {
        if (value === undefined) store.removeItem(key)
        else store.setItem(key, value)
        pickUp(key)
      },
      debug,
    })
  }

  // A new passkey's key seals this device's shares and the session token; an unlock's opens
  // them, and a session that was locked here is picked up again (the backend answers now).
  const sealHere = async (key: CryptoKey) => {
    await app.state.keyring.sealWith(key)
    if (app.state.user) await app.state.session.seal(key, app.state.user)
    return true
  }
  const unlockHere = async (userId: string, key: CryptoKey) => {
    if (!(await app.state.keyring.unlock(userId, key))) return false
    if (app.state.session.isLocked()) {
      if (!(await app.state.session.open(key))) return false
      await app.restore()
    }
    await sealSessionWithShares(app.state)
    return true
  }

  // The passkey page hands over what its ceremonies gave: a passkey sign-in's session (the
  // wallet opens here), a step-up for one action (kept in memory for the request that needs
  // it), or the key that seals or opens this device's shares.
  if (typeof BroadcastChannel === 'undefined') return
  const passkeys = new BroadcastChannel(passkeyChannelName(config.projectId))
  const security = (payload: { kind: 'stepped_up' | 'unlocked' | 'changed'; action?: StepUpAction; subject?: string }) =>
    channel!.post({ channel: FRAME_CHANNEL, type: 'SECURITY_UPDATE', payload })
  passkeys.onmessage = (event: MessageEvent) => {
    const message = readPasskeyChannelMessage(event.data)
    if (!message) return debug('dropped: not a passkey message', '')
    if (message.type === 'step_up') {
      app.state.stepUps.hold(message.action, message.subject, message.stepUp, message.expiresAt)
      return security({ kind: 'stepped_up', action: message.action, ...(message.subject && { subject: message.subject }) })
    }
    if (message.type === 'changed') return security({ kind: 'changed' })
    if (message.type === 'key') return
    // A page of the wallet found the session sealed: the key this frame holds opens it there too.
    if (message.type === 'key_ask') {
      const held = app.state.keyring.heldKey()
      if (held && !app.state.session.isLocked()) passkeys.postMessage({ type: 'key', userId: held.userId, key: held.key })
      return
    }
    if (message.type === 'signed_in') {
      return void openPasskeySignIn(app, message).then(
        () => app.state.notify({ isConnected: true, reason: 'signed_in' }),
        (error: unknown) => debug('passkey sign-in failed', toFrameFailure(error).message),
      )
    }
    const done = message.type === 'seal' ? sealHere(message.key) : unlockHere(message.userId, message.key)
    void done.then(
      (opened) => (opened ? security({ kind: 'unlocked' }) : debug('dropped: a key that opens nothing here', '')),
      (error: unknown) => debug('sealing failed', toFrameFailure(error).message),
    )
  }
}
