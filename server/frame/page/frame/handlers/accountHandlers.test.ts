import { createStepUpHolder } from '../../passkeys/createStepUpHolder.js'
import { describe, expect, test } from 'vitest'
import { SMART_ACCOUNTS_UNSUPPORTED_MESSAGE } from '../../../../../adapters/embedded/protocol/frameErrorCodes.js'
import type { PreferredAccountTypes, UserView } from '../../../../api/embedded/readUserView.js'
import { createFrameStorage } from '../../createFrameStorage.js'
import { createSessionToken } from '../../session/createSessionToken.js'
import type { FrameState } from '../FrameState.js'
import { preferredAccountTypes } from '../preferredAccountTypes.js'
import { accountHandlers } from './accountHandlers.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
const solana = 'So1anaAddress1111111111111111111111111111111'
const signal = new AbortController().signal
const storageKey = 'airlock-frame:p1:preferredAccountTypes'

/**
 * A signed-in frame over a backend double that keeps the user's map as the API does (the
 * named namespaces change, the others stay), with a smart account on eip155:31337 only.
 */
function setup(stored: PreferredAccountTypes = {}) {
  const items = new Map<string, string>()
  const store = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
  const storage = createFrameStorage(store, 'p1')
  storage.setToken('als_token')
  let record: PreferredAccountTypes = { eip155: 'eoa', ...stored }
  const patches: PreferredAccountTypes[] = []
  const view = (): UserView => ({
    id: 'u1', email: 'ada@example.com', recoveryMode: 'automatic', userName: null, secondFactor: false,
    accounts: [{ namespace: 'eip155', address: eoa }, { namespace: 'solana', address: solana }],
    preferredAccountTypes: { ...record }, preferredAccountType: record.eip155 ?? 'eoa',
  })
  const handle = { address: smart, isDeployed: async () => false }
  const on = async (chainId: string) => (chainId === 'eip155:31337' ? handle : undefined)
  const state = {
    storage,
    session: createSessionToken(storage),
    backend: {
      me: async () => view(),
      setPreferredAccountTypes: async (types: PreferredAccountTypes) => {
        patches.push(types)
        record = { ...record, ...types }
        return view()
      },
      signOut: async () => ({ success: true }),
    },
    keyring: { address: (namespace: string) => (namespace === 'eip155' ? eoa : solana), clear: () => {}, lock: () => {} },
    stepUps: createStepUpHolder(),
    signing: {
      smartAccounts: {
        on,
        networks: async () => ({ smartAccountEnabledNetworks: [31337] }),
        active: async (chainId: string) => (preferredAccountTypes(state).eip155 === 'smartAccount' ? on(chainId) : undefined),
      },
    },
    chains: async () => ['eip155:31337', 'eip155:31338', 'solana:devnet'],
    needsRecoveryPassword: false,
  } as unknown as FrameState
  state.user = view()
  return { state, items, patches, handlers: accountHandlers(state) }
}

describe('accountHandlers: preferred account type per namespace', () => {
  test('SPEC §7 set preferred account: without a namespace it is eip155; the backend and the frame storage (SPEC §9) keep the map, GET_USER answers it', async () => {
    const t = setup()
    expect(await t.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, signal)).toEqual({ type: 'smartAccount', address: smart })
    expect(t.patches).toEqual([{ eip155: 'smartAccount' }])
    expect(JSON.parse(t.items.get(storageKey)!)).toEqual({ eip155: 'smartAccount' })
    const { user } = await t.handlers.GET_USER({}, signal)
    expect(user).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' } })
  })

  test("SPEC §8: smart account for a namespace without smart accounts answers 'This application might not support Smart Accounts' and keeps eoa", async () => {
    const t = setup()
    await expect(t.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount', namespace: 'solana' }, signal)).rejects.toMatchObject({ code: 'unsupported', message: SMART_ACCOUNTS_UNSUPPORTED_MESSAGE })
    expect(t.patches).toEqual([])
    expect((await t.handlers.GET_USER({}, signal)).user.preferredAccountTypes).toEqual({ eip155: 'eoa', solana: 'eoa' })
  })

  test('SPEC §4/§8: on an eip155 network without smart accounts the choice is refused before it is kept; the EOA stays', async () => {
    const t = setup()
    await t.handlers.SWITCH_NETWORK({ chainId: 'eip155:31338' }, signal)
    await expect(t.handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, signal)).rejects.toMatchObject({ code: 'unsupported', message: SMART_ACCOUNTS_UNSUPPORTED_MESSAGE })
    expect(t.patches).toEqual([])
    expect(JSON.parse(t.items.get(storageKey) ?? '{}')).not.toMatchObject({ eip155: 'smartAccount' })
  })

  test('SPEC §7: a namespace is set alone: eoa for solana answers its address and leaves the eip155 smart account', async () => {
    const t = setup({ eip155: 'smartAccount' })
    expect(await t.handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa', namespace: 'solana' }, signal)).toEqual({ type: 'eoa', address: solana })
    expect(t.patches).toEqual([{ solana: 'eoa' }])
    expect(JSON.parse(t.items.get(storageKey)!)).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    expect((await t.handlers.GET_USER({}, signal)).user).toMatchObject({ address: smart, preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' } })
  })

  test('SPEC §4: a preferred smart account the current network cannot have reads as eoa there, and as smartAccount again back on its network', async () => {
    const t = setup({ eip155: 'smartAccount' })
    expect((await t.handlers.GET_USER({ chainId: 'eip155:31338' }, signal)).user).toMatchObject({ address: eoa, preferredAccountTypes: { eip155: 'eoa' } })
    expect((await t.handlers.GET_USER({ chainId: 'eip155:31337' }, signal)).user).toMatchObject({ address: smart, preferredAccountTypes: { eip155: 'smartAccount' } })
  })

  test('SPEC §9: a reloaded frame uses its stored map until the backend answers; an unreadable one is eoa (SPEC §4); sign-out forgets it', async () => {
    const t = setup({ eip155: 'smartAccount' })
    await t.handlers.GET_USER({}, signal)
    t.state.user = undefined
    expect(preferredAccountTypes(t.state)).toEqual({ eip155: 'smartAccount' })
    t.items.set(storageKey, '{"eip155":"smart')
    expect(preferredAccountTypes(t.state)).toEqual({})
    t.items.set(storageKey, '{"eip155":"smartAccount"}')
    t.state.user = await t.state.backend.me()
    await t.handlers.SIGN_OUT({}, signal)
    expect(t.items.has(storageKey)).toBe(false)
    expect(preferredAccountTypes(t.state)).toEqual({})
  })
})
