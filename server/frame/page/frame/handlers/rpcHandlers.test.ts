import { describe, expect, test } from 'vitest'
import { createApprovalStore } from '../../signing/createApprovalStore.js'
import type { FrameState } from '../FrameState.js'
import { rpcHandlers } from './rpcHandlers.js'

const call = { chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{ to: '0x2222222222222222222222222222222222222222', value: '0x2386f26fc10000' }] }
const signal = new AbortController().signal

/** A frame's handlers over its own approval store, with an approval prepared for `call`. */
function setup(hostApprovals: boolean) {
  const approvals = createApprovalStore()
  const state = { approvals, ...(hostApprovals && { hostApprovals: true }) } as unknown as FrameState
  const { approvalId } = approvals.prepare(call)
  return { approvals, approvalId, handlers: rpcHandlers(state) }
}

describe('rpcHandlers: CONFIRM_APPROVAL', () => {
  test("rule approvals: an app whose project does not let it approve (the default) is refused, and the approval still covers nothing", async () => {
    const { approvals, approvalId, handlers } = setup(false)
    await expect(handlers.CONFIRM_APPROVAL({ approvalId }, signal)).rejects.toMatchObject({ code: 'approval_required', facts: { rpcCode: 4100 } })
    expect(approvals.take(approvalId, call)).toBeUndefined()
  })

  test("behavior: where the app approves with its own buttons (asked, and allowed by its project), its Approve makes the approval count once", async () => {
    const { approvals, approvalId, handlers } = setup(true)
    await expect(handlers.CONFIRM_APPROVAL({ approvalId }, signal)).resolves.toEqual({})
    expect(approvals.take(approvalId, call)).toEqual({})
    expect(approvals.take(approvalId, call)).toBeUndefined()
  })

  test('error: an approval this frame never prepared (or one already used) cannot be confirmed', async () => {
    const { handlers } = setup(true)
    await expect(handlers.CONFIRM_APPROVAL({ approvalId: 'made-up' }, signal)).rejects.toMatchObject({ code: 'invalid_input', facts: { field: 'approvalId' } })
  })
})
