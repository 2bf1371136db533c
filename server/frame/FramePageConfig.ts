import type { FramePage, PasskeyPageMode } from '../../adapters/embedded/protocol/frameUrl.js'
import type { StepUpAction } from '../../adapters/embedded/protocol/stepUpActions.js'
import type { Locale } from '../../kernel/i18n/locales.js'

/** What the frame server writes into each page it serves (read by the page's script). */
export interface FramePageConfig {
  page: FramePage
  projectId: string
  /** The parent's origin from the URL; absent on the top-level export page. */
  parentOrigin?: string
  /** The API the page calls (embedded backend, RPC proxy, balances). */
  apiUrl: string
  /** The allowed ancestors: the project's allowlisted origins (and SPEC §9's development hosts, for a project that opted in). */
  ancestors: string[]
  themeMode: 'light' | 'dark'
  /** The language the page speaks: the URL's `locale`, else English. */
  locale: Locale
  /** The approval the `approve` page's button stands for. */
  approvalId?: string
  /** The `approve` page shows what the wallet decoded of a request that moves assets, above its button. */
  summary?: boolean
  /**
   * The hidden frame takes the app's own Approve (CONFIRM_APPROVAL): the app asked for it
   * (`embedded: { approvals: 'host' }`) and the project's record allows it.
   */
  hostApprovals?: boolean
  /** Set when the project is unknown to the API: the page reports it and serves nothing. */
  error?: 'invalid_project'
  /** The passkey page's ceremony, and for a step-up its action and subject. */
  passkey?: { mode: PasskeyPageMode; action?: StepUpAction; subject?: string }
}
