import { afterEach } from 'vitest'
import { useStarted } from '../../helpers/useStarted.js'
import { type SolanaWalletHarness, startSolanaWalletHarness } from './startSolanaWalletHarness.js'

/**
 * Starts a Solana wallet harness before the file's tests, unregisters the test wallets after
 * each test, and stops it after the file.
 */
export function useSolanaWalletHarness(): SolanaWalletHarness {
  const harness = useStarted(startSolanaWalletHarness, (started) => started.stop())
  afterEach(() => harness.reset())
  return harness
}
