import { describe, expect, test, vi } from 'vitest'
import { SOCIAL_CALLBACK_CHANNEL, SOCIAL_CALLBACK_PATH } from '../../../../adapters/embedded/protocol/socialCallbackMessage.js'
import { listenToSocialCallback } from './listenToSocialCallback.js'

const frameOrigin = 'http://127.0.0.1:8793'
const callback = `${frameOrigin}${SOCIAL_CALLBACK_PATH}?code=c&state=s`

function setup() {
  let listener: ((event: unknown) => void) | undefined
  const self = { location: { origin: frameOrigin }, addEventListener: (_: string, l: unknown) => void (listener = l as typeof listener), removeEventListener: () => void (listener = undefined) }
  const parent = {}
  const onResult = vi.fn()
  listenToSocialCallback({ self: self as never, parent, onResult })
  const deliver = (source: unknown, uri = callback, origin = frameOrigin) => listener?.({ data: { channel: SOCIAL_CALLBACK_CHANNEL, uri }, origin, source })
  return { parent, onResult, deliver }
}

describe('listenToSocialCallback', () => {
  test('default', () => {
    const { parent, onResult, deliver } = setup()
    deliver({ opener: parent })
    expect(onResult).toHaveBeenCalledWith(callback)
  })

  test('error: another origin, a popup the app did not open, or one that refuses the read is dropped', () => {
    const { parent, onResult, deliver } = setup()
    deliver({ opener: parent }, callback, 'http://localhost:5173')
    deliver({ opener: {} })
    deliver({
      get opener() {
        throw new Error('SecurityError')
      },
    })
    expect(onResult).not.toHaveBeenCalled()
  })

  test('error: an address other than the callback page is dropped', () => {
    const { parent, onResult, deliver } = setup()
    deliver({ opener: parent }, 'https://evil.example/social/callback?code=c')
    deliver({ opener: parent }, `${frameOrigin}/export?code=c`)
    expect(onResult).not.toHaveBeenCalled()
  })
})
