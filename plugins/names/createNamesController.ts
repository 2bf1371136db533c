import { type AirlockContext, AirlockError, ApiError, type FeatureError, featureErrorOf, featureWords, type ResponseSchema, WalletError } from 'airlock/kit'
import { proxy, subscribe } from 'valtio/vanilla'
import { type LabelCheck, checkLabel } from './labelRules.js'
import { lookupName } from './lookupName.js'
import { createNameSearch, type NameSearch } from './createNameSearch.js'
import { EVM_COIN_TYPE, registrationMessage } from './registrationMessage.js'
import { toLabel } from './toLabel.js'

/** Whether a label can be had. */
export type Availability = 'available' | 'taken'

/** Where a registration stands: a failure holds the wallet's or the API's error. */
export type RegistrationStatus =
  | { status: 'idle' | 'signing' }
  | { status: 'error'; error: Error }
  | { status: 'done'; name: string }

/**
 * The name form as the person left it, whichever form it is (RegisterName, or a host's own
 * through `useNames`): what they typed, its search, and where its registration stands. It
 * lives here rather than in the view, which unmounts while a wallet inside the modal shows its
 * Approve view, so the typed name and the result are there when it comes back.
 */
export interface NamesState {
  /** What the person typed (`type`). */
  input: string
  /** The label last looked up, its availability and the API's suggestions. */
  search: NameSearch
  /** The last registration asked for here. */
  registration: RegistrationStatus
}

/** What `type` makes of what was typed. */
export interface TypedName {
  /** Its label (`Alice.airlock.id` → `alice`). */
  label: string
  /** Each label rule (length, characters, hyphens), in display order. */
  rules: LabelCheck[]
  /** Whether every rule holds. */
  valid: boolean
}

/** The names feature of one instance: lookups, availability, suggestions and registration. */
export interface NamesController {
  /** The name form's state; cleared when the modal closes (unless a signature is awaited) and by `clear`. */
  readonly state: NamesState
  /** The suffix names end in, with its dot (`.airlock.id`). */
  readonly suffix: string
  /** The label of what a person typed (`Alice.airlock.id` → `alice`). */
  toLabel(input: string): string
  /** Each label rule (length, characters, hyphens), checked against `label`, in display order. */
  checkLabel(label: string): LabelCheck[]
  /**
   * Takes what the person typed into `state.input`, drops a failed registration's error, and
   * looks its label up once typing has paused for 300 ms (SPEC §9): its availability (when the
   * rules hold) and suggestions, into `state.search`; an answer for a label no longer asked is
   * dropped.
   */
  type(input: string): TypedName
  /** Empties the form: what was typed, its search, and a registration's outcome. */
  clear(): void
  /** The name `address` registered in the suffix's zone, cached as identities are (5 minutes). */
  nameOf(address: string): Promise<string | undefined>
  /** Whether `label` is free. */
  availability(label: string): Promise<Availability>
  /** Free names close to `label`, in full, from the API's zone. */
  suggestions(label: string): Promise<string[]>
  /**
   * Signs the registration of `label` with the connected EVM wallet (whichever it is) and
   * posts it, keeping where it stands in `state.registration`; resolves the full name, which
   * then shows where the address did.
   */
  register(label: string): Promise<string>
  /** The state's registration error as RegisterName says it: its code (the wallet's, or the message id) and text. */
  /** Settles once `errorOf`'s texts are loaded (`loadFeature` waits for it). */
  readonly wordsLoaded: Promise<void>
  errorOf(state: Pick<NamesState, 'registration'>): FeatureError | undefined
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
 * wherever its address shows (Account, the account button) when no identity gave one, and
 * whether it may choose one (`canChooseName`, Account's "Choose a name"). Returns it with the
 * function that stops that.
 */
export function createNamesController(context: AirlockContext, suffix: string): { controller: NamesController; stop: () => void } {
  const zone = suffix.replace(/^\./, '')
  const nameOf = (address: string) => lookupName(context, address)

  // The account's own name, put back whenever its name is cleared (a network switch, an
  // identity lookup that found none); a name of the zone shown from before (a reload) is
  // checked once, and goes if the account no longer has it.
  let checked: string | undefined
  const showOwnName = () => {
    const account = context.chain.state.accounts.eip155
    if (account?.status !== 'connected' || !account.address) return
    // "Choose a name" is for an account without one, where the API keeps names.
    const canChooseName = !account.profileName && context.api.configured
    if (account.canChooseName !== canChooseName) context.chain.setAccount('eip155', { canChooseName })
    const address = account.address
    // A name the wallet or the API gave in another form than text is not this service's to check.
    if (account.profileName && (typeof account.profileName !== 'string' || !account.profileName.endsWith(suffix) || checked === address)) return
    checked = address
    void nameOf(address).then((name) => {
      const now = context.chain.state.accounts.eip155
      if (now?.address !== address) return
      if (name && !now.profileName) context.chain.setAccount('eip155', { profileName: name })
      else if (!name && typeof now.profileName === 'string' && now.profileName.endsWith(suffix)) context.chain.setAccount('eip155', { profileName: undefined })
    }, () => undefined)
  }
  // RegisterName's words, for a host's own form too: the catalog loads beside the controller.
  const words = featureWords(context.i18n, () => import('./messages?catalogs'))

  const state = proxy<NamesState>({ input: '', search: { label: '', status: 'idle', suggestions: [] }, registration: { status: 'idle' } })
  const search = createNameSearch(
    (label) => controller.availability(label),
    (label) => controller.suggestions(label),
    (found) => void (state.search = found),
  )
  const clear = () => {
    search.ask('', false)
    Object.assign(state, { input: '', registration: { status: 'idle' } })
  }
  const stops = [
    subscribe(context.chain.state, showOwnName),
    context.bus.on('modal:close', () => state.registration.status !== 'signing' && clear()),
    search.stop,
  ]
  showOwnName()

  const controller: NamesController = {
    state,
    suffix,
    toLabel: (input) => toLabel(input, suffix),
    checkLabel,
    type(input) {
      state.input = input
      if (state.registration.status === 'error') state.registration = { status: 'idle' }
      const label = toLabel(input, suffix)
      const rules = checkLabel(label)
      const valid = rules.every((rule) => rule.ok)
      search.ask(label, valid)
      return { label, rules, valid }
    },
    clear,
    stop: search.stop,
    wordsLoaded: words.loaded,
    errorOf: featureErrorOf(
      'names',
      ({ registration }: Pick<NamesState, 'registration'>) => (registration.status === 'error' ? registration.error : undefined),
      ({ registration }) => {
        const error = (registration as { error: Error }).error
        const code = error instanceof AirlockError ? error.code : 'names.failed'
        const message = code !== 'USER_REJECTED' && error instanceof WalletError ? error.shortMessage : words.t(code === 'USER_REJECTED' ? 'names.declined' : 'names.failed')
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
      state.registration = { status: 'signing' }
      try {
        const address = context.chain.state.accounts.eip155?.address
        if (!address) throw new AirlockError('NAMES_NO_ACCOUNT', 'No EVM account is connected')
        const name = `${label}.${zone}`
        const message = registrationMessage({ name, address })
        const signature = await (await context.connection()).signMessage(message, 'eip155')
        await context.api.post('/v1/profile/account', { coin_type: EVM_COIN_TYPE, address, message, signature })
        context.storage.set(`names:${address.toLowerCase()}`, { name, at: Date.now() })
        if (context.chain.state.accounts.eip155?.address === address) context.chain.setAccount('eip155', { profileName: name })
        state.registration = { status: 'done', name }
        context.bus.emit('names:registered', { name, address })
        return name
      } catch (error) {
        await words.loaded
        // As it is: valtio never proxies an Error, so the state keeps this very one.
        state.registration = { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }
        throw error
      }
    },
  }
  return { controller, stop: () => stops.forEach((stop) => stop()) }
}
