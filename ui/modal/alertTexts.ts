import type { I18n } from '../../kit/index.js'
import type { AlertCode, AlertTexts } from '../../services/alerts/alertCodes.js'
import catalogs from '../messages?catalogs'

/**
 * The texts of the alerts of SPEC §8 that the core raises, by stable code, in the person's
 * language: a short title and a longer explanation. They live with the modal (loaded on open),
 * not in the kernel a host ships at start-up; features bring the texts of their own codes in
 * `alerts.texts`.
 */
export function alertTexts(code: AlertCode, i18n: I18n): AlertTexts | undefined {
  const t = (id: string) => i18n.t(catalogs, id)
  switch (code) {
    case 'NETWORK_NOT_FOUND':
      return { short: t('alert.networkNotFound'), long: t('alert.networkNotFound.long') }
    case 'ORIGIN_NOT_ALLOWED':
      return { short: t('alert.invalidConfiguration'), long: t('alert.originNotAllowed.long') }
    case 'INVALID_PROJECT_ID':
      return { short: t('alert.invalidConfiguration'), long: t('alert.invalidProjectId.long') }
    case 'SESSION_EXPIRED':
      return { short: t('alert.sessionExpired'), long: t('alert.sessionExpired.long') }
    case 'PROJECT_ID_NOT_CONFIGURED':
      return { short: t('alert.projectIdNotConfigured'), long: t('alert.projectIdNotConfigured.long') }
    default:
      return undefined
  }
}
