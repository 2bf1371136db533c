import { describe, expect, test, vi } from 'vitest'
import { APPROVE_BUTTON_CHANNEL } from '../../../../adapters/embedded/protocol/approveButtonMessage.js'
import { listenToApproveButton } from './listenToApproveButton.js'

const frameOrigin = 'http://127.0.0.1:8793'

function setup() {
  let listener: ((event: unknown) => void) | undefined
  const self = { location: { origin: frameOrigin }, addEventListener: (_: string, l: unknown) => void (listener = l as typeof listener), removeEventListener: () => void (listener = undefined) }
  const parent = {}
  const onApprove = vi.fn()
  const stop = listenToApproveButton({ self: self as never, parent, onApprove })
  const deliver = (source: unknown, data: unknown = { channel: APPROVE_BUTTON_CHANNEL, approvalId: 'a1' }, origin = frameOrigin) => listener?.({ data, origin, source })
  return { self, parent, onApprove, stop, deliver }
}

describe('listenToApproveButton', () => {
  test('default', () => {
    const { parent, onApprove, deliver } = setup()
    deliver({ parent })
    expect(onApprove).toHaveBeenCalledWith('a1')
  })

  test('error: another origin, the wrong schema, or the frame itself approves nothing', () => {
    const { self, parent, onApprove, deliver } = setup()
    deliver({ parent }, undefined, 'http://localhost:5173')
    deliver({ parent }, { channel: APPROVE_BUTTON_CHANNEL })
    Object.assign(self, { parent })
    deliver(self)
    expect(onApprove).not.toHaveBeenCalled()
  })

  test('error: a window under another parent, with none, or one that refuses the read approves nothing', () => {
    const { onApprove, deliver } = setup()
    deliver({ parent: {} })
    deliver(null)
    deliver({
      get parent() {
        throw new Error('SecurityError')
      },
    })
    expect(onApprove).not.toHaveBeenCalled()
  })

  test('behavior: once stopped, nothing is taken', () => {
    const { parent, onApprove, deliver, stop } = setup()
    stop()
    deliver({ parent })
    expect(onApprove).not.toHaveBeenCalled()
  })
})
