// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSendPlugin } from '../../test/helpers/openSendPlugin.js'
import { pendingSendsKey } from './storedPendingSends.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// A page: a kernel connected through a fake adapter; storage is this window's, kept across pages.
const openPage = openSendPlugin

afterEach(() => localStorage.clear())

describe('createSendFollower', () => {
  it('behavior: a pending send is kept per account, offered on Account, and listed and followed again by the next page', async () => {
    const first = await openPage()
    vi.mocked(first.adapter.waitForTransaction).mockImplementation(() => new Promise(() => {}))
    await first.controller.loadBalances()
    first.controller.selectToken(first.controller.state.tokenBalances[0]!)
    first.controller.setReceiver(receiver)
    first.controller.setAmount('0.1')
    await first.controller.send()
    const account = first.airlock.chain.state.accounts.eip155!.caipAddress!
    expect(first.airlock.storage.get(pendingSendsKey(account))).toEqual([expect.objectContaining({ hash: '0xhash', status: 'pending' })])
    expect(first.airlock.plugins.contributions('accountAction')).toContainEqual(expect.objectContaining({ id: 'send-pending', view: 'SendStatus' }))
    first.airlock.destroy()

    // The next page, after a reload: the network answers now.
    const next = await openPage()
    await vi.waitFor(() => expect(next.controller.state.sent).toEqual([expect.objectContaining({ hash: '0xhash', status: 'confirmed', amount: '0.1' })]))
    expect(next.airlock.storage.get(pendingSendsKey(account))).toBeUndefined()
    expect(next.airlock.plugins.contributions('accountAction').map((action) => action.id)).not.toContain('send-pending')
    expect(next.adapter.sendTransaction).not.toHaveBeenCalled()
  })

  it('behavior: a failed check is tried again by itself after FOLLOW_RETRY_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const page = await openPage()
      vi.mocked(page.adapter.waitForTransaction).mockRejectedValueOnce(new Error('fetch failed'))
      await page.controller.loadBalances()
      page.controller.selectToken(page.controller.state.tokenBalances[0]!)
      page.controller.setReceiver(receiver)
      page.controller.setAmount('0.1')
      await page.controller.send()
      await vi.waitFor(() => expect(page.controller.state.sent[0]?.checkError).toBeDefined())
      await vi.advanceTimersByTimeAsync(10_000)
      await vi.waitFor(() => expect(page.controller.state.sent[0]?.status).toBe('confirmed'))
      expect(page.adapter.waitForTransaction).toHaveBeenCalledTimes(2)
      expect(page.adapter.sendTransaction).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
