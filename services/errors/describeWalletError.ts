import type { I18n } from '../i18n/createI18n.js'
import catalogs from './messages?catalogs'
import { WalletError, type WalletErrorCode } from './WalletError.js'

// The message of each wallet failure of SPEC §8, by its stable code (never by the wallet's text).
const ids: Record<WalletErrorCode, string> = {
  USER_REJECTED: 'walletError.userRejected',
  UNAUTHORIZED: 'walletError.unauthorized',
  UNSUPPORTED_METHOD: 'walletError.unsupportedMethod',
  WALLET_DISCONNECTED: 'walletError.disconnected',
  UNRECOGNIZED_CHAIN: 'walletError.unrecognizedChain',
  REQUEST_PENDING: 'walletError.requestPending',
  INVALID_CHAIN_ID: 'walletError.invalidChainId',
  WALLET_NOT_FOUND: 'walletError.notFound',
  WALLET_ERROR: 'walletError.failed',
}

/** The catalogs of the wallet failures' texts, to load before `describeWalletError` in another language. */
export const walletErrorCatalogs = catalogs

/**
 * What to tell a person about a failed wallet request, in `i18n`'s language: the text of
 * SPEC §8 for a `WalletError`'s code, 'Something went wrong' for anything else.
 */
export function describeWalletError(error: unknown, i18n: Pick<I18n, 't'>): string {
  if (!(error instanceof WalletError)) return i18n.t(catalogs, 'walletError.failed')
  // 4901: disconnected from the requested network only, not from every one.
  return i18n.t(catalogs, error.walletCode === 4901 ? 'walletError.disconnectedNetwork' : (ids[error.code] ?? 'walletError.failed'))
}
