import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False during server rendering and during hydration, true after. Components that show
 * client-only state (a restored session) render their server markup until then, so hosts
 * on SSR frameworks get no hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
