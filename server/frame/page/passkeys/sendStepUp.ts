import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { FrameState } from '../frame/FrameState.js'
import { valueAtRiskUsd } from './valueAtRiskUsd.js'

/** Whether an approval must wait for a step-up: the second factor is on, the app set a limit, and it can move more than that. */
export async function needsSendStepUp(state: FrameState, summary: ApprovalSummary, from: string): Promise<boolean> {
  if (state.stepUpUsd === undefined || !state.user?.secondFactor) return false
  return (await valueAtRiskUsd(state.signing, summary, from)) > state.stepUpUsd
}

/**
 * Before an approval held to a step-up signs: the step-up the passkey page made for exactly
 * this approval, spent at the API (which checks it was made for this send by this session).
 * Without it `step_up_required` names the approval, and the approval stays unspent.
 */
export async function spendSendStepUp(state: FrameState, approvalId: string): Promise<void> {
  if (!state.stepUps.has('send', approvalId)) {
    throw new FrameFailure('step_up_required', 'Confirm this send with your passkey or authenticator app first', { action: 'send', subject: approvalId, rpcCode: 4100 })
  }
  await state.backend.checkStepUp('send', approvalId)
}
