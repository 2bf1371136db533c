import { useEffect } from 'react'
import type { AccountState, Contribution } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/**
 * The entries to show for `account`: those a feature put no condition on, and those whose
 * field (`when`) is true on it. A feature whose field is still unknown has its code loaded to
 * decide (the entry shows once it says yes).
 */
export function useDecidedEntries<T extends Contribution>(entries: readonly T[], account: Readonly<Partial<Record<keyof AccountState, unknown>>> | undefined): T[] {
  const { plugins } = useAirlockInstance()
  const undecided = entries.flatMap((entry) => (entry.when && account?.[entry.when] === undefined ? [plugins.providerOf(entry.view)] : []))
  const key = [...new Set(undecided)].join(' ')
  useEffect(() => {
    for (const name of key.split(' ')) if (name) void plugins.load(name).catch(() => {})
  }, [plugins, key])
  return entries.filter((entry) => !entry.when || Boolean(account?.[entry.when]))
}
