import { type AirlockContext, AirlockError, ApiError, type ResponseSchema } from 'airlock'
import { proxy, subscribe } from 'valtio/vanilla'
import { lookupName } from './lookupName.js'
import { EVM_COIN_TYPE, registrationMessage } from './registrationMessage.js'

/** Whether a label can be had. */
export type Availability = 'available' | 'taken'

/** Where a registration stands: a failure holds a catalog id or the wallet's own words. */
export type RegistrationStatus =
  | { status: 'idle' | 'signing' }
  | { status: 'error'; id: string }
  | { status: 'error'; text: string }
  | { status: 'done'; name: string }

/**
 * The RegisterName form as the person left it: what they typed and where its registration
 * stands. It lives here rather than in the view, which unmounts while a wallet inside the
 * modal shows its Approve view, so the typed name and the result are there when it comes back.
 */
export interface RegistrationDraft {
  input: string
  submit: RegistrationStatus
}

/** The names feature of one instance: lookups, availability, suggestions and registration. */
export interface NamesController {
  /** The suffix names end in, with its dot (`.airlock.id`). */
  readonly suffix: string
  /** The RegisterName form's state; cleared when the modal closes (unless a signature is awaited) and on Done. */
  readonly draft: RegistrationDraft
  /** Empties the RegisterName form. */
  clearDraft(): void
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
  const draft = proxy<RegistrationDraft>({ input: '', submit: { status: 'idle' } })
  const clearDraft = () => Object.assign(draft, { input: '', submit: { status: 'idle' } })
  const stops = [
    subscribe(context.chain.state, showOwnName),
    context.bus.on('modal:close', () => draft.submit.status !== 'signing' && clearDraft()),
  ]
  const stop = () => stops.forEach((s) => s())
  showOwnName()

  const controller: NamesController = {
    suffix,
    draft,
    clearDraft,
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
      const address = context.chain.state.accounts.eip155?.address
      if (!address) throw new AirlockError('NAMES_NO_ACCOUNT', 'No EVM account is connected')
      const name = `${label}.${zone}`
      const message = registrationMessage(name)
      const signature = await (await context.connection()).signMessage(message, 'eip155')
      await context.api.post('/v1/profile/account', { coin_type: EVM_COIN_TYPE, address, message, signature })
      context.storage.set(`names:${address.toLowerCase()}`, { name, at: Date.now() })
      if (context.chain.state.accounts.eip155?.address === address) context.chain.setAccount('eip155', { profileName: name })
      context.bus.emit('names:registered', { name, address })
      return name
    },
  }
  return { controller, stop }
}
