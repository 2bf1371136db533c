import type { WalletNamespace } from '../../../custody/WalletNamespace.js'
import { BackendError } from '../../backend/BackendError.js'
import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { currentChain } from '../currentChain.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

const smartAccounts = () => new FrameFailure('unsupported', 'This application might not support Smart Accounts')

/** Ends the session here: the backend's copy (when it still answers), the token, the auth shares in memory. */
export async function signOutHere(state: FrameState): Promise<void> {
  if (state.storage.token()) await state.backend.signOut().catch((error: unknown) => {
    if (!(error instanceof BackendError) || error.status !== 401) throw error
  })
  state.storage.setToken(undefined)
  state.keyring.clear()
  state.user = undefined
  state.needsRecoveryPassword = false
}

/** The signed-in user, freshly read; `not_connected` without a session. */
export async function requireUser(state: FrameState) {
  if (!state.storage.token() || !state.user) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  state.user = await state.backend.me()
  return state.user
}

/** The user, session, network and account-type requests. */
export function accountHandlers(state: FrameState): Pick<FrameHandlers, 'GET_USER' | 'IS_CONNECTED' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK' | 'SET_PREFERRED_ACCOUNT' | 'INIT_SMART_ACCOUNT' | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'> {
  const switchTo = async (chainId: string) => {
    if (!(await state.chains()).includes(chainId)) throw new FrameFailure('invalid_input', 'Network not supported', { field: 'chainId', rpcCode: 4902 })
    state.storage.setChainId(chainId.split(':')[0] as WalletNamespace, chainId)
  }
  return {
    async GET_USER({ chainId, preferredAccountType }) {
      if (preferredAccountType === 'smartAccount') throw smartAccounts()
      if (chainId) await switchTo(chainId)
      const user = await requireUser(state)
      return { user: toEmbeddedUser(user, chainId ?? (await currentChain(state))) }
    },
    async IS_CONNECTED() {
      if (!state.storage.token() || !state.user) return { isConnected: false }
      await requireUser(state)
      return { isConnected: true }
    },
    async SIGN_OUT() {
      await signOutHere(state)
      return {}
    },
    async GET_CHAIN_ID({ namespace }) {
      return { chainId: await currentChain(state, namespace) }
    },
    async SWITCH_NETWORK({ chainId }) {
      await switchTo(chainId)
      return { chainId }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type === 'smartAccount') throw smartAccounts()
      await requireUser(state)
      await state.backend.setPreferredAccountType(type)
      return { type, address: state.keyring.address('eip155') ?? '' }
    },
    async INIT_SMART_ACCOUNT() {
      throw smartAccounts()
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // SPEC §4: the smart-account network list falls back to empty; none is enabled yet.
      return { smartAccountEnabledNetworks: [] }
    },
  }
}
