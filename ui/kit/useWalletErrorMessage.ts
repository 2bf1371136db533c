import { useMemo } from 'react'
import { WalletError, type WalletErrorCode } from '../../services/errors/WalletError.js'
import catalogs from '../messages?catalogs'
import { type Translate, useMessages } from './useMessages.js'

// The words of each wallet failure of SPEC §8, by its stable code (never by the wallet's text).
const ids: Record<WalletErrorCode, (walletCode: number | undefined, t: Translate) => string> = {
  USER_REJECTED: (_, t) => t('walletError.userRejected'),
  UNAUTHORIZED: (_, t) => t('walletError.unauthorized'),
  UNSUPPORTED_METHOD: (_, t) => t('walletError.unsupportedMethod'),
  WALLET_DISCONNECTED: (walletCode, t) => (walletCode === 4901 ? t('walletError.disconnectedNetwork') : t('walletError.disconnected')),
  UNRECOGNIZED_CHAIN: (_, t) => t('walletError.unrecognizedChain'),
  REQUEST_PENDING: (_, t) => t('walletError.requestPending'),
  INVALID_CHAIN_ID: (_, t) => t('walletError.invalidChainId'),
  WALLET_NOT_FOUND: (_, t) => t('walletError.notFound'),
  WALLET_ERROR: (_, t) => t('view.failed'),
}

/**
 * What to tell a person about a failed wallet request, in their language: the text of SPEC §8
 * for a `WalletError`'s code, 'Something went wrong' for anything else.
 *
 * @example
 * const walletErrorMessage = useWalletErrorMessage()
 * catch (error) { setError(walletErrorMessage(error)) }
 */
export function useWalletErrorMessage(): (error: unknown) => string {
  const t = useMessages(catalogs)
  return useMemo(
    () => (error: unknown) => (error instanceof WalletError && ids[error.code] ? ids[error.code](error.walletCode, t) : t('view.failed')),
    [t],
  )
}
