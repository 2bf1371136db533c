import { subscribe } from 'valtio/vanilla'
import type { Airlock } from 'airlock/kit'
import { isRestoring } from '../shared/isRestoring.js'
import { type EvmAccount, readEvmAccount } from './readEvmAccount.js'

/**
 * Resolves the EVM account once Airlock has one connected; rejects with `rejection()` once
 * nothing is under way that could connect one: no restore of the last session, no connect,
 * and the modal closed.
 */
export function waitForEvmAccount(airlock: Airlock, rejection: () => Error): Promise<EvmAccount> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const account = readEvmAccount(airlock)
      if (account) finish(() => resolve(account))
      else if (!isRestoring(airlock) && airlock.chain.state.accounts.eip155?.status !== 'connecting' && !airlock.modal.state.open) finish(() => reject(rejection()))
    }
    const stops = [subscribe(airlock.chain.state, check), subscribe(airlock.modal.state, check)]
    const finish = (settle: () => void) => {
      for (const stop of stops) stop()
      settle()
    }
    check()
  })
}
