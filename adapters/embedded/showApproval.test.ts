// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { APPROVE_PAGE_SIZE_CHANNEL } from './protocol/approvePageSize.js'
import { showApproval } from './showApproval.js'

const frameOrigin = 'http://127.0.0.1:8793'
const url = (id: string, look: Record<string, string>, summary: boolean) => `${frameOrigin}/approve?approvalId=${id}&summary=${summary ? 1 : 0}&n=${Object.keys(look).length}`

/** Delivers a message as if posted by `source` from `origin`. */
const post = (data: unknown, origin: string, source: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))

describe('showApproval', () => {
  test("default: the holder gets the wallet's approve page with its summary, titled, and nothing else", () => {
    const holder = document.createElement('div')
    holder.append(document.createElement('span'))
    document.body.append(holder)
    const remove = showApproval(holder, 'a1', url, 'Approve, in the wallet')
    const frame = holder.querySelector('iframe')!
    expect(holder.children).toHaveLength(1)
    expect(frame.src).toContain('approvalId=a1&summary=1')
    expect(frame.title).toBe('Approve, in the wallet')
    remove()
    expect(holder.querySelector('iframe')).toBeNull()
  })

  test("behavior: the frame takes the page's height, said from the wallet's origin by that very frame for that approval; anyone else's word is ignored", () => {
    const holder = document.createElement('div')
    document.body.append(holder)
    const remove = showApproval(holder, 'a1', url, 'Approve')
    const frame = holder.querySelector('iframe')!
    const size = (height: number, approvalId = 'a1') => ({ channel: APPROVE_PAGE_SIZE_CHANNEL, approvalId, height })
    post(size(40), 'https://evil.example', frame.contentWindow)
    post(size(40), frameOrigin, window)
    post(size(40, 'a2'), frameOrigin, frame.contentWindow)
    expect(frame.style.height).toBe('120px')
    post(size(236), frameOrigin, frame.contentWindow)
    expect(frame.style.height).toBe('236px')
    remove()
  })

  test('error: a height that is not a number of 0 to 4,000 pixels, or a message with more than its three fields, leaves the frame as it was', () => {
    const holder = document.createElement('div')
    document.body.append(holder)
    const remove = showApproval(holder, 'a1', url, 'Approve')
    const frame = holder.querySelector('iframe')!
    const message = { channel: APPROVE_PAGE_SIZE_CHANNEL, approvalId: 'a1' }
    for (const data of [{ ...message, height: '300' }, { ...message, height: -1 }, { ...message, height: 4001 }, { ...message, height: 300, extra: 1 }, null, 'airlock-approve-size']) {
      post(data, frameOrigin, frame.contentWindow)
    }
    expect(frame.style.height).toBe('120px')
    remove()
  })
})
