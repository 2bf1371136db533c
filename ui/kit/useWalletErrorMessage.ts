import { useMemo } from 'react'
import { WalletError, type WalletErrorCode } from '../../services/errors/WalletError.js'
import catalogs from '../messages?catalogs'
import { useMessages } from './useMessages.js'

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
  WALLET_ERROR: 'view.failed',
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
    () => (error: unknown) => {
      if (!(error instanceof WalletError)) return t('view.failed')
      // 4901: disconnected from the requested network only, not from every one.
      return t(error.walletCode === 4901 ? 'walletError.disconnectedNetwork' : (ids[error.code] ?? 'view.failed'))
    },
    [t],
  )
}
