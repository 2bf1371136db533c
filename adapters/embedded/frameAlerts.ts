import type { AirlockContext, AlertCode } from 'airlock/kit'
import catalogs from './messages?catalogs'
import type { FrameRequestError } from './protocol/FrameRequestError.js'

// SPEC §8's alerts the embedded wallet raises (the codes are declared in the manifest) → their
// messages: `<id>` the short text, `<id>.long` the explanation.
const alertMessages = {
  IFRAME_LOAD_FAILED: 'embedded.alert.iframeLoadFailed',
  IFRAME_REQUEST_TIMEOUT: 'embedded.alert.requestTimeout',
  UNVERIFIED_DOMAIN: 'embedded.alert.unverifiedDomain',
  EMBEDDED_AUTH_FAILED: 'embedded.alert.authFailed',
  RPC_NOT_ALLOWED: 'embedded.alert.rpcNotAllowed',
} satisfies Partial<Record<AlertCode, string>>

// Frame error codes → the alert SPEC §8 shows for them; others are shown where they happen.
const alertOf: Record<string, AlertCode> = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
  unverified_domain: 'UNVERIFIED_DOMAIN',
  invalid_project: 'INVALID_PROJECT_ID',
  session_expired: 'SESSION_EXPIRED',
  rpc_not_allowed: 'RPC_NOT_ALLOWED',
}

function writeTexts(context: AirlockContext): void {
  const t = (id: string) => context.i18n.t(catalogs, id)
  for (const [code, id] of Object.entries(alertMessages)) context.alerts.texts[code as AlertCode] = { short: t(id), long: t(`${id}.long`) }
}

/**
 * Registers the texts of the embedded wallet's alerts with the instance's alert area, in the
 * instance's language: English at once, the locale's own once its catalog is here.
 */
export function registerFrameAlerts(context: AirlockContext): Promise<void> {
  writeTexts(context)
  return context.i18n.load(catalogs).then(() => writeTexts(context))
}

/** Shows the alert of SPEC §8 for a frame error, if it has one; says whether it did. */
export function showFrameAlert(context: AirlockContext, error: Pick<FrameRequestError, 'code'> | undefined): boolean {
  const code = error && alertOf[error.code]
  if (code) context.alerts.showCode(code)
  return Boolean(code)
}
