import type { Database } from '../db/Database.js'
import { ACCOUNT_CHANNEL, type AccountNotice } from '../indexer/storeBatch.js'
import { NAME_CHANNEL } from '../names/nameChannel.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { PROJECT_CHANNEL } from '../projects/projectChannel.js'
import type { AccountCache } from './createAccountCache.js'

/**
 * Keeps this process's caches true to what any process wrote: an account the indexer touched
 * or whose name changed is dropped from `accounts`, a re-seeded project from `projects`; after
 * the listening connection was lost (notifications gone), both are emptied. Resolves to the
 * unsubscribe function.
 */
export async function followChanges(db: Database, accounts: AccountCache, projects: ProjectCache): Promise<() => Promise<void>> {
  const forgetAll = () => {
    accounts.clear()
    projects.invalidate()
  }
  const stops = await Promise.all([
    db.listen(ACCOUNT_CHANNEL, (payload) => {
      let account: unknown
      try {
        account = (JSON.parse(payload) as Partial<AccountNotice>).account
      } catch {
        return forgetAll() // a notice this version does not read: safer to forget everything
      }
      if (typeof account === 'string') accounts.invalidate(account.slice(account.lastIndexOf(':') + 1))
    }, forgetAll),
    db.listen(NAME_CHANNEL, (address) => accounts.invalidate(address), forgetAll),
    db.listen(PROJECT_CHANNEL, (id) => projects.invalidate(id), forgetAll),
  ])
  return async () => {
    for (const stop of stops) await stop()
  }
}
