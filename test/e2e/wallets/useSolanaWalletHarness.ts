import { afterAll, afterEach, beforeAll } from 'vitest'
import { type SolanaWalletHarness, startSolanaWalletHarness } from './startSolanaWalletHarness.js'

/**
 * Starts a Solana wallet harness before the file's tests, unregisters the test wallets after
 * each test, and stops it after the file. The object is filled in by the time the tests run.
 */
export function useSolanaWalletHarness(): SolanaWalletHarness {
  const harness = {} as SolanaWalletHarness
  beforeAll(async () => {
    Object.assign(harness, await startSolanaWalletHarness())
  })
  afterEach(() => harness.reset())
  afterAll(() => harness.stop?.())
  return harness
}
