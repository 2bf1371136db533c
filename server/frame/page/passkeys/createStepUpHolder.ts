import type { StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'

/** The step-up tokens a frame page holds; see {@link createStepUpHolder}. */
export type StepUpHolder = ReturnType<typeof createStepUpHolder>

const keyOf = (action: StepUpAction, subject?: string) => `${action}:${subject ?? ''}`

/**
 * Step-up tokens in a page's memory, by action (and subject): each is taken once, by the
 * backend call that spends it, and forgotten when it expires. They never reach storage nor
 * the parent page.
 */
export function createStepUpHolder(now: () => number = Date.now) {
  const held = new Map<string, { token: string; expiresAt: number }>()
  return {
    hold(action: StepUpAction, subject: string | undefined, token: string, expiresAt: number) {
      held.set(keyOf(action, subject), { token, expiresAt })
    },
    /** The token for this action, once; undefined when none is held or it expired. */
    take(action: StepUpAction, subject?: string): string | undefined {
      const key = keyOf(action, subject)
      const entry = held.get(key)
      held.delete(key)
      return entry && entry.expiresAt > now() ? entry.token : undefined
    },
    has: (action: StepUpAction, subject?: string) => (held.get(keyOf(action, subject))?.expiresAt ?? 0) > now(),
    clear: () => held.clear(),
  }
}
