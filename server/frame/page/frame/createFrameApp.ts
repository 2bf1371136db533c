import { BackendError } from '../backend/BackendError.js'
import { createBackendClient } from '../backend/createBackendClient.js'
import { permissionHandlers } from './handlers/permissionHandlers.js'
import { createFrameStorage } from '../createFrameStorage.js'
import { createKeyring } from '../createKeyring.js'
import { createSessionToken } from '../session/createSessionToken.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { simulationSchema } from '../../../../adapters/embedded/protocol/simulationSchema.js'
import { createApprovalStore } from '../signing/createApprovalStore.js'
import { createSmartAccounts } from '../smartAccount/createSmartAccounts.js'
import type { SmartAccountNetworks } from '../smartAccount/SmartAccountNetwork.js'
import { FrameFailure } from './FrameFailure.js'
import type { FrameMessageSessionUpdate } from './FrameMessageSessionUpdate.js'
import type { FrameHandlers, FrameState } from './FrameState.js'
import { accountHandlers, signOutHere } from './handlers/accountHandlers.js'
import { emailChangeHandlers } from './handlers/emailChangeHandlers.js'
import { rpcHandlers } from './handlers/rpcHandlers.js'
import { signInHandlers } from './handlers/signInHandlers.js'
import { syncHandlers } from './handlers/syncHandlers.js'
import { socialHandlers } from './handlers/socialHandlers.js'
import { openWallet } from './openWallet.js'
import { securityHandlers } from './handlers/securityHandlers.js'
import { createStepUpHolder } from '../passkeys/createStepUpHolder.js'
import { preferredAccountTypes } from './preferredAccountTypes.js'

/** Options of {@link createFrameApp}. */
export interface FrameAppOptions {
  apiUrl: string
  projectId: string
  /** The parent's origin, already checked: the app a Farcaster message names, and where a redirect login may return. */
  parentOrigin?: string
  /** The parent may approve with its own buttons (see `FramePageConfig.hostApprovals`). */
  hostApprovals?: boolean
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  notify(update: FrameMessageSessionUpdate): void
  fetch?: typeof fetch
  /**
   * Where the frame keeps its storage sealed for the app (`storage: 'sealed'`): takes the app's
   * copy back (OPEN_VAULT); true when it reopened what this device kept.
   */
  openVault?: (vault: string | undefined) => Promise<boolean>
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new FrameFailure('aborted', 'Request was aborted'))
    }, { once: true })
  })

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined
  return () => (value ??= load().catch((error: unknown) => {
    value = undefined
    throw error
  }))
}

/**
 * The hidden frame's logic, apart from the page: its state, a handler for every request of
 * the protocol, and `restore`, which picks a session up from the frame origin's storage.
 */
export function createFrameApp(options: FrameAppOptions) {
  const doFetch = options.fetch ?? fetch.bind(globalThis)
  const storage = createFrameStorage(options.store, options.projectId)
  const session = createSessionToken(storage)
  const stepUps = createStepUpHolder()
  const backend = createBackendClient({ apiUrl: options.apiUrl, projectId: options.projectId, token: () => session.read(), stepUp: (action, subject) => stepUps.take(action, subject), fetch: doFetch })
  const keyring = createKeyring(backend, storage)
  const rpc = createRpcClient(options.apiUrl, options.projectId, doFetch)
  const api = (path: string) => `${options.apiUrl.replace(/\/+$/, '')}${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(options.projectId)}`
  const readJson = async <T>(path: string): Promise<T> => {
    const response = await doFetch(api(path), { credentials: 'omit' }).catch(() => undefined)
    if (!response?.ok) throw new FrameFailure('backend_unavailable', 'The wallet service cannot be reached')
    return (await response.json()) as T
  }
  const chains = once(async () => (await readJson<{ http: string[] }>('/v1/supported-chains')).http)
  const simulate: FrameState['simulate'] = async (request) => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), credentials: 'omit' as const, signal: AbortSignal.timeout(10_000) }
    const response = await doFetch(api('/v1/simulate'), init).catch(() => undefined)
    const parsed = response?.ok ? simulationSchema.safeParse(await response.json().catch(() => undefined)) : undefined
    if (!parsed?.success) throw new FrameFailure('backend_unavailable', 'Could not simulate this transaction')
    return parsed.data
  }
  const smartAccountNetworks = once(() => readJson<SmartAccountNetworks>('/v1/smart-accounts/networks'))
  const state: FrameState = {
    backend,
    storage,
    session,
    keyring,
    rpc,
    approvals: createApprovalStore(),
    stepUps,
    needsRecoveryPassword: false,
    ...(options.parentOrigin && { parentOrigin: options.parentOrigin }),
    ...(options.hostApprovals && { hostApprovals: true }),
    signing: {
      keyring,
      rpc,
      storage,
      chains: [],
      smartAccounts: createSmartAccounts({
        keyring,
        rpc,
        readNetworks: smartAccountNetworks,
        preferredAccountType: () => preferredAccountTypes(state).eip155 ?? 'eoa',
        sessionToken: () => session.read(),
      }),
      permissionsIndex: {
        record: (body) => backend.recordPermissions(body),
        list: () => backend.listPermissions(),
        revoked: (chainId, delegationHash) => backend.permissionRevoked(chainId, delegationHash),
      },
      balances: async (address, chainId) => (await readJson<{ balances: never[] }>(`/v1/account/${address}/balance?currency=usd&chainId=${encodeURIComponent(chainId)}`)).balances,
    },
    chains: async () => {
      const list = await chains()
      state.signing.chains = list
      return list
    },
    recoveryPublicKey: once(async () => (await backend.config()).recoveryPublicKey),
    simulate,
    notify: options.notify,
    sleep,
  }

  /**
   * Picks up the session in storage, if any; a session the backend refuses is dropped. A
   * session sealed with this device's passkey key and not unlocked in this page shows the user
   * it keeps, asking the backend nothing: signing and the backend wait for the passkey.
   */
  const restore = async (): Promise<boolean> => {
    keyring.clear()
    state.user = undefined
    if (!session.held()) return false
    const locked = session.isLocked() ? session.lockedUser() : undefined
    if (locked) {
      state.user = locked
      keyring.awaitUnlock(locked.id, locked.accounts)
      return true
    }
    try {
      await openWallet(state, await backend.me())
      return true
    } catch (error) {
      if (error instanceof BackendError && error.code === 'session_expired') {
        await signOutHere(state)
        return false
      }
      throw error
    }
  }

  const handlers: FrameHandlers = {
    ...signInHandlers(state),
    ...accountHandlers(state),
    ...rpcHandlers(state),
    ...emailChangeHandlers(state),
    ...syncHandlers(state),
    ...socialHandlers(state),
    ...securityHandlers(state),
    ...permissionHandlers(state),
    async RELOAD() {
      return { isConnected: await restore() }
    },
    async OPEN_VAULT({ vault }) {
      if (options.openVault && (await options.openVault(vault))) return { isConnected: await restore() }
      return { isConnected: state.user !== undefined }
    },
  }
  /** Runs one request; a session the backend no longer accepts is dropped here too, and the parent told. */
  const handle = async (type: keyof FrameHandlers, payload: unknown, signal: AbortSignal): Promise<unknown> => {
    try {
      return await (handlers[type] as (payload: unknown, signal: AbortSignal) => Promise<unknown>)(payload, signal)
    } catch (error) {
      if (error instanceof BackendError && error.code === 'session_expired' && session.held()) {
        session.forget()
        storage.setPreferredAccountTypes(undefined)
        keyring.clear()
        state.user = undefined
        options.notify({ isConnected: false, reason: 'expired' })
      }
      throw error
    }
  }
  return { state, handlers, handle, restore }
}
