import type { AirlockContext } from 'airlock/kit'
import { FrameRequestError } from './protocol/FrameRequestError.js'
import type { StepUpAction } from './protocol/stepUpActions.js'

/** What the frame asked for before it goes on: a step-up for one action (and transaction), or this device's unlock. */
export type PasskeyCheck = { mode: 'verify'; action: StepUpAction; subject?: string } | { mode: 'unlock' }

/** A SECURITY_UPDATE event of the frame. */
export interface SecurityUpdate {
  kind: 'stepped_up' | 'unlocked' | 'changed'
  action?: StepUpAction
  subject?: string
}

/** The passkey checks of one instance; see {@link createPasskeyChecks}. */
export type PasskeyChecks = ReturnType<typeof createPasskeyChecks>

/**
 * The passkey checks the embedded wallet waits on. When the frame answers `step_up_required`
 * (the second factor is on) or `passkey_locked` (this device's share is sealed with a
 * passkey), `run` shows the frame's passkey page in the modal (PasskeyCheck), waits for the
 * frame to say the step-up is held or the share unlocked, goes back, and asks the frame once
 * more. Leaving the page declines (`aborted`). The step-up token never leaves the frame.
 * Each check is said on the bus (`embedded:passkeyCheckRequested`, then `…Settled`), so a host
 * drawing its own UI (`headless`, where the modal never opens) shows the page itself.
 */
export function createPasskeyChecks(context: AirlockContext) {
  const pending = new Map<string, { check: PasskeyCheck; done(): void; fail(error: Error): void }>()
  let next = 0

  const ask = (check: PasskeyCheck) =>
    new Promise<void>((resolve, reject) => {
      const id = `check-${++next}`
      const leave = () => {
        if (!pending.delete(id)) return
        context.bus.emit('embedded:passkeyCheckSettled', { checkId: id })
        const { view, data } = context.router.state as { view: string; data?: { checkId?: string } }
        if (view === 'PasskeyCheck' && data?.checkId === id) context.router.goBack()
      }
      pending.set(id, {
        check,
        done: () => (leave(), resolve()),
        fail: (error) => (leave(), reject(error)),
      })
      context.bus.emit('embedded:passkeyCheckRequested', { checkId: id, mode: check.mode })
      if (context.config.headless) return
      if (context.modal.state.open) context.router.push('PasskeyCheck', { checkId: id })
      else context.modal.open({ view: 'PasskeyCheck', data: { checkId: id } })
    })

  return {
    /** The check a PasskeyCheck view shows. */
    get: (id: string) => pending.get(id)?.check,
    /** The person left the page: the request that waited fails as declined. */
    cancel(id: string) {
      pending.get(id)?.fail(new FrameRequestError('aborted', 'Request was aborted'))
    },
    /** Settles what an update answers: a step-up for the action (and subject) waited on, or an unlock. */
    settle(update: SecurityUpdate) {
      for (const { check, done } of [...pending.values()]) {
        if (update.kind === 'unlocked' && check.mode === 'unlock') done()
        if (update.kind === 'stepped_up' && check.mode === 'verify' && check.action === update.action && (check.subject ?? undefined) === (update.subject ?? undefined)) done()
      }
    },
    /** Asks the person for a check now and resolves once the frame has it (rejects `aborted` when they leave). */
    ask,
    /** Runs `request`; when the frame needs a passkey check first, asks the person and runs it once more. */
    async run<T>(request: () => Promise<T>): Promise<T> {
      try {
        return await request()
      } catch (error) {
        if (!(error instanceof FrameRequestError)) throw error
        if (error.code === 'passkey_locked') await ask({ mode: 'unlock' })
        else if (error.code === 'step_up_required' && error.error?.action) await ask({ mode: 'verify', action: error.error.action, ...(error.error.subject && { subject: error.error.subject }) })
        else throw error
        return request()
      }
    },
  }
}
