import { stepUpActions, type StepUpAction } from './stepUpActions.js'


/** The pages the frame origin serves. */
export type FramePage = 'frame' | 'recovery' | 'export' | 'approve' | 'passkey'

/** The URL parameters of a frame page. */
export interface FrameUrlParams {
  /** The host app's project: its allowlisted origins decide who may embed the frame. */
  projectId: string
  /**
   * The origin of the page that embeds the frame (`location.origin` of the host). The frame
   * checks it against the allowed ancestors and against `location.ancestorOrigins` where the
   * browser has it, and posts only to it. Not used by the `export` page, which is top-level.
   */
  parentOrigin?: string
  /** The Airlock version of the parent, for the frame's logs. */
  sdkVersion?: string
  sdkType?: string
  /** Light or dark, so a visible page starts in the host's theme before SYNC_THEME. */
  themeMode?: 'light' | 'dark'
  /** The modal's language (`airlock.i18n.locale`, a BCP 47 tag), which a visible page speaks; the frame server maps it to a locale it has. */
  locale?: string
  /** The passkey page's ceremony: sign in or up, add a passkey, confirm an action, unlock this device, set up an authenticator app. */
  mode?: PasskeyPageMode
  /** For `mode: 'verify'`: the action the step-up is for. */
  action?: StepUpAction
  /** For `mode: 'verify'` of a send: the transaction (its approval's digest) the step-up names. */
  subject?: string
  /** The `approve` page's approval (PREPARE_APPROVAL's `approvalId`): what its button approves. */
  approvalId?: string
  /**
   * The hidden frame's: `host` when the app approves requests with its own buttons
   * (`embedded: { approvals: 'host' }`), which counts only where the project's record allows it.
   */
  approvals?: 'host'
  /** The `approve` page's: `1` shows, above its button, what the wallet decoded of a request that moves assets. */
  summary?: '1'
}

/** The ceremonies of the passkey page. */
export const passkeyPageModes = ['signin', 'add', 'verify', 'unlock', 'totp'] as const
/** One of {@link passkeyPageModes}. */
export type PasskeyPageMode = (typeof passkeyPageModes)[number]

const paths: Record<FramePage, string> = { frame: '', recovery: 'recovery', export: 'export', approve: 'approve', passkey: 'passkey' }

/**
 * The URL of one of the frame origin's pages under `frameUrl` (the config's `frameUrl`).
 * @example
 * buildFrameUrl('http://127.0.0.1:8793', 'frame', { projectId: 'demo', parentOrigin: location.origin })
 * // 'http://127.0.0.1:8793/?projectId=demo&parentOrigin=http%3A%2F%2F…'
 */
export function buildFrameUrl(frameUrl: string, page: FramePage, params: FrameUrlParams): string {
  const url = new URL(frameUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${paths[page]}`
  url.search = ''
  url.hash = ''
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}

/** Reads a frame page's parameters; throws naming the first one missing or malformed. */
export function readFrameUrlParams(search: string, page: FramePage): FrameUrlParams {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  if (!/^[\w.-]{1,128}$/.test(projectId)) throw new TypeError("Invalid frame URL parameter 'projectId'")
  const parentOrigin = query.get('parentOrigin') ?? undefined
  if (page !== 'export' && !isOrigin(parentOrigin)) throw new TypeError("Invalid frame URL parameter 'parentOrigin'")
  const themeMode = query.get('themeMode')
  const locale = query.get('locale')
  const mode = query.get('mode')
  const action = query.get('action')
  const subject = query.get('subject')
  if (page === 'passkey' && !(passkeyPageModes as readonly (string | null)[]).includes(mode)) throw new TypeError("Invalid frame URL parameter 'mode'")
  if (page === 'passkey' && mode === 'verify' && !(stepUpActions as readonly (string | null)[]).includes(action)) throw new TypeError("Invalid frame URL parameter 'action'")
  if (subject !== null && !/^[A-Za-z0-9_:-]{1,128}$/.test(subject)) throw new TypeError("Invalid frame URL parameter 'subject'")
  const approvalId = query.get('approvalId') ?? undefined
  if (page === 'approve' && !/^[\w-]{1,100}$/.test(approvalId ?? '')) throw new TypeError("Invalid frame URL parameter 'approvalId'")
  return {
    projectId,
    ...(parentOrigin !== undefined && { parentOrigin }),
    ...(query.get('sdkVersion') && { sdkVersion: query.get('sdkVersion')!.slice(0, 64) }),
    ...(query.get('sdkType') && { sdkType: query.get('sdkType')!.slice(0, 64) }),
    ...((themeMode === 'light' || themeMode === 'dark') && { themeMode }),
    // A well-formed language tag only; which locale it gives is the frame server's choice.
    ...(locale !== null && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(locale) && { locale }),
    ...(page === 'passkey' && { mode: mode as PasskeyPageMode }),
    ...(page === 'passkey' && mode === 'verify' && { action: action as StepUpAction, ...(subject !== null && { subject }) }),
    ...(page === 'approve' && { approvalId }),
    ...(page === 'frame' && query.get('approvals') === 'host' && { approvals: 'host' as const }),
    ...(page === 'approve' && query.get('summary') === '1' && { summary: '1' as const }),
  }
}

function isOrigin(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.origin !== 'null' && url.origin === value
  } catch {
    return false
  }
}
