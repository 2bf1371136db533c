import type { WalletNamespace } from '../../../custody/WalletNamespace.js'
import { BackendError } from '../../backend/BackendError.js'
import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { currentChain } from '../currentChain.js'
import { describeUser } from '../describeUser.js'
import { keepUser } from '../keepUser.js'
import { SMART_ACCOUNTS_UNSUPPORTED_MESSAGE } from '../../../../../adapters/embedded/protocol/frameErrorCodes.js'

/** SPEC §8: no smart account on this network (or for this app); the EOA stays. */
const smartAccountsUnsupported = () => new FrameFailure('unsupported', SMART_ACCOUNTS_UNSUPPORTED_MESSAGE, { rpcCode: 4200 })

/**
 * Ends the session here: the backend's copy (when it still answers, and the token is not sealed
 * and locked: then nobody can use it, and another device's list can end it), the token, the
 * auth shares in memory.
 */
export async function signOutHere(state: FrameState): Promise<void> {
  if (state.session.held() && !state.session.isLocked()) await state.backend.signOut().catch((error: unknown) => {
    if (!(error instanceof BackendError) || error.status !== 401) throw error
  })
  state.session.forget()
  state.storage.setPreferredAccountTypes(undefined)
  state.keyring.clear()
  state.keyring.lock()
  state.stepUps.clear()
  state.user = undefined
  state.needsRecoveryPassword = false
}

/**
 * The signed-in user, freshly read (or, while the session is sealed and locked, as it was kept
 * beside it: what needs the backend then waits for the passkey, `passkey_locked`);
 * `not_connected` without a session.
 */
export async function requireUser(state: FrameState) {
  if (!state.session.held() || !state.user) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  if (state.session.isLocked()) return state.user
  return keepUser(state, await state.backend.me())
}

/** The user, session, network and account-type requests. */
export function accountHandlers(state: FrameState): Pick<FrameHandlers, 'GET_USER' | 'IS_CONNECTED' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK' | 'SET_PREFERRED_ACCOUNT' | 'INIT_SMART_ACCOUNT' | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'> {
  const switchTo = async (chainId: string) => {
    if (!(await state.chains()).includes(chainId)) throw new FrameFailure('invalid_input', 'Network not supported', { field: 'chainId', rpcCode: 4902 })
    state.storage.setChainId(chainId.split(':')[0] as WalletNamespace, chainId)
  }
  /** The user's smart account on `chainId`; SPEC §8's message where the network has none. */
  const smartAccount = async (chainId: string) => {
    const handle = await state.signing.smartAccounts.on(chainId).catch((error: unknown) => {
      throw error instanceof FrameFailure && error.code !== 'internal' && error.code !== 'rpc_error' ? error : smartAccountsUnsupported()
    })
    if (!handle) throw smartAccountsUnsupported()
    return handle
  }
  const setPreferred = async (namespace: WalletNamespace, type: 'eoa' | 'smartAccount') => {
    keepUser(state, await state.backend.setPreferredAccountTypes({ [namespace]: type }))
  }
  return {
    async GET_USER({ chainId, preferredAccountType }) {
      if (chainId) await switchTo(chainId)
      const user = await requireUser(state)
      const chain = chainId ?? (await currentChain(state))
      // SPEC §4: a preferred smart account that this network cannot have falls back to the EOA.
      if (preferredAccountType && preferredAccountType !== user.preferredAccountType) {
        if (preferredAccountType === 'eoa' || (await smartAccount(chain).catch(() => undefined))) await setPreferred('eip155', preferredAccountType)
      }
      return { user: await describeUser(state, chain) }
    },
    async IS_CONNECTED() {
      if (!state.session.held() || !state.user) return { isConnected: false }
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
    async SET_PREFERRED_ACCOUNT({ type, namespace = 'eip155' }) {
      await requireUser(state)
      // Only eip155 has smart accounts: elsewhere SPEC §8's message, and the EOA stays.
      if (type === 'smartAccount' && namespace !== 'eip155') throw smartAccountsUnsupported()
      // The smart account is opened (its address read) before the choice is kept, so a
      // failure leaves the EOA in place (SPEC §4).
      const handle = type === 'smartAccount' ? await smartAccount(await currentChain(state, 'eip155')) : undefined
      await setPreferred(namespace, type)
      return { type, address: handle?.address ?? state.keyring.address(namespace) ?? '' }
    },
    async INIT_SMART_ACCOUNT() {
      await requireUser(state)
      const handle = await smartAccount(await currentChain(state, 'eip155'))
      return { address: handle.address, isDeployed: await handle.isDeployed() }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      // SPEC §4: the list falls back to empty when the API cannot answer.
      return { smartAccountEnabledNetworks: (await state.signing.smartAccounts.networks()).smartAccountEnabledNetworks }
    },
  }
}
