import { type AirlockContext, AirlockError, ApiError, type FeatureError, featureErrorOf, type ResponseSchema, WalletError } from 'airlock'
import { proxy, ref, subscribe } from 'valtio/vanilla'
import { type LabelCheck, checkLabel } from './labelRules.js'
import { lookupName } from './lookupName.js'
import { createNameSearch, type NameSearch } from './createNameSearch.js'
import { EVM_COIN_TYPE, registrationMessage } from './registrationMessage.js'
import { toLabel } from './toLabel.js'
import catalogs from './messages?catalogs'

/** Whether a label can be had. */
export type Availability = 'available' | 'taken'

/** Where the name search and a registration stand (what RegisterName shows, for a host's own form). */
export interface NamesState {
  /** The label last looked up, its availability and the API's suggestions. */
  search: NameSearch
  /** The wallet is asked to sign a registration. */
  registering: boolean
  /** The full name last registered here. */
  registered: string | undefined
  /** The last registration's failure (the wallet's or the API's error). */
  error: Error | undefined
}

/** The names feature of one instance: lookups, availability, suggestions and registration. */
export interface NamesController {
  readonly state: NamesState
  /** The suffix names end in, with its dot (`.airlock.id`). */
  readonly suffix: string
  /** The label of what a person typed (`Alice.airlock.id` → `alice`). */
  toLabel(input: string): string
  /** Each label rule (length, characters, hyphens), checked against `label`, in display order. */
  checkLabel(label: string): LabelCheck[]
  /**
   * Looks `label` up once typing has paused for 300 ms (SPEC §9): its availability (when
   * `valid`, the rules holding) and suggestions, into `state.search`; an answer for a label
   * no longer asked is dropped.
   */
  search(label: string, valid: boolean): void
  /** The name `address` registered in the suffix's zone, cached as identities are (5 minutes). */
  nameOf(address: string): Promise<string | undefined>
  /** Whether `label` is free. */
  availability(label: string): Promise<Availability>
  /** Free names close to `label`, in full, from the API's zone. */
  suggestions(label: string): Promise<string[]>
  /**
   * Signs the registration of `label` with the connected EVM wallet (whichever it is) and
   * posts it; resolves the full name, which then shows where the address did.
   */
  register(label: string): Promise<string>
  /** The state's registration error as RegisterName says it: its code (the wallet's, or the message id) and text. */
  errorOf(state: Pick<NamesState, 'error'>): FeatureError | undefined
  /** Stops a search waiting for typing to pause. */
  stop(): void
}

const suggestionsSchema: ResponseSchema<string[]> = {
  '~standard': { version: 1, vendor: 'airlock', validate(value: unknown) {
    const list = (value as { suggestions?: unknown } | null)?.suggestions
    if (!Array.isArray(list)) return { issues: [{ message: 'expected { suggestions }' }] }
    return { value: list.flatMap((entry) => (typeof entry?.name === 'string' ? [entry.name as string] : [])) }
  } },
}

/**
 * Creates the names controller and keeps the connected EVM account's own name shown
 * wherever its address shows (Account, the account button) when no identity gave one.
 * Returns it with the function that stops that.
 */
export function createNamesController(context: AirlockContext, suffix: string): { controller: NamesController; stop: () => void } {
  const zone = suffix.replace(/^\./, '')
  const nameOf = (address: string) => lookupName(context, address)

  // The account's own name, put back whenever its name is cleared (a network switch, an identity lookup that found none).
  const showOwnName = () => {
    const account = context.chain.state.accounts.eip155
    if (account?.status !== 'connected' || !account.address || account.profileName) return
    const address = account.address
    void nameOf(address).then((name) => {
      const now = context.chain.state.accounts.eip155
      if (name && now?.address === address && !now.profileName) context.chain.setAccount('eip155', { profileName: name })
    }, () => undefined)
  }
  const stopShowing = subscribe(context.chain.state, showOwnName)
  showOwnName()
  // RegisterName's words, for a host's own form too: the catalog loads with the controller.
  void context.i18n.load(catalogs)

  const state = proxy<NamesState>({ search: { label: '', status: 'idle', suggestions: [] }, registering: false, registered: undefined, error: undefined })
  const search = createNameSearch(
    (label) => controller.availability(label),
    (label) => controller.suggestions(label),
    (found) => void (state.search = found),
  )

  const controller: NamesController = {
    state,
    suffix,
    toLabel: (input) => toLabel(input, suffix),
    checkLabel,
    search: search.ask,
    stop: search.stop,
    errorOf: featureErrorOf(
      'names',
      (current: Pick<NamesState, 'error'>) => current.error,
      ({ error }) => {
        const code = error instanceof AirlockError ? error.code : 'names.failed'
        const message = code !== 'USER_REJECTED' && error instanceof WalletError ? error.shortMessage : context.i18n.t(catalogs, code === 'USER_REJECTED' ? 'names.declined' : 'names.failed')
        return { code, message, cause: error }
      },
    ),
    nameOf,
    async availability(label) {
      try {
        await context.api.get(`/v1/profile/account/${encodeURIComponent(`${label}.${zone}`)}`, { apiVersion: 2 })
        return 'taken'
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'available'
        throw error
      }
    },
    suggestions: (label) => context.api.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, { zone }, suggestionsSchema),
    async register(label) {
      Object.assign(state, { registering: true, error: undefined })
      try {
        const address = context.chain.state.accounts.eip155?.address
        if (!address) throw new AirlockError('NAMES_NO_ACCOUNT', 'No EVM account is connected')
        const name = `${label}.${zone}`
        const message = registrationMessage(name)
        const signature = await (await context.connection()).signMessage(message, 'eip155')
        await context.api.post('/v1/profile/account', { coin_type: EVM_COIN_TYPE, address, message, signature })
        context.storage.set(`names:${address.toLowerCase()}`, { name, at: Date.now() })
        if (context.chain.state.accounts.eip155?.address === address) context.chain.setAccount('eip155', { profileName: name })
        state.registered = name
        context.bus.emit('names:registered', { name, address })
        return name
      } catch (error) {
        await context.i18n.load(catalogs)
        state.error = ref(error instanceof Error ? error : new Error(String(error)))
        throw error
      } finally {
        state.registering = false
      }
    },
  }
  return {
    controller,
    stop() {
      stopShowing()
      search.stop()
    },
  }
}
