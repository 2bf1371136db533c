import { useMemo } from 'react'
import { describeWalletError, walletErrorCatalogs } from '../../services/errors/describeWalletError.js'
import { useAirlockInstance } from './AirlockReactContext.js'
import { useTextMessages } from './useTextMessages.js'

/**
 * What to tell a person about a failed wallet request, in their language: the text of SPEC §8
 * for a `WalletError`'s code, 'Something went wrong' for anything else.
 *
 * @example
 * const walletErrorMessage = useWalletErrorMessage()
 * catch (error) { setError(walletErrorMessage(error)) }
 */
export function useWalletErrorMessage(): (error: unknown) => string {
  const { i18n } = useAirlockInstance()
  // Suspends until this locale's texts are here, as a view's own messages do.
  useTextMessages(walletErrorCatalogs)
  return useMemo(() => (error: unknown) => describeWalletError(error, i18n), [i18n])
}
