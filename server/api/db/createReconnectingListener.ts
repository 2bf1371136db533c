import pg from 'pg'

/** The LISTEN side of the store (see `Database.listen`). */
export interface ReconnectingListener {
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/**
 * A client that LISTENs on every channel asked for and, when its connection is lost (the
 * server restarted), connects again (every 0.5 s, up to every 5 s), LISTENs again and tells
 * each `onGap`, since what was sent meanwhile never arrives. The first connection must succeed.
 */
export async function createReconnectingListener(connect: () => pg.Client): Promise<ReconnectingListener> {
  const channels = new Map<string, { payload: Set<(payload: string) => void>; gap: Set<() => void> }>()
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const open = async () => {
    const next = connect()
    next.on('error', () => {})
    next.on('notification', (msg) => {
      for (const handler of channels.get(msg.channel)?.payload ?? []) {
        try {
          handler(msg.payload ?? '')
        } catch {
          // one handler's failure must not stop the others, nor the connection
        }
      }
    })
    try {
      await next.connect()
      for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    next.once('end', () => {
      if (client === next) client = undefined
      if (!closed) reopen(500)
    })
    client = next
  }
  const reopen = (delay: number) => {
    retry = setTimeout(() => {
      open().then(() => {
        for (const { gap } of channels.values()) for (const handler of gap) handler()
      }, () => {
        if (!closed) reopen(Math.min(delay * 2, 5000))
      })
    }, delay)
  }
  await open()

  return {
    async listen(channel, onPayload, onGap) {
      let entry = channels.get(channel)
      if (!entry) {
        entry = { payload: new Set(), gap: new Set() }
        channels.set(channel, entry)
        // While disconnected, the reconnection LISTENs on it.
        await client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      }
      entry.payload.add(onPayload)
      if (onGap) entry.gap.add(onGap)
      const { payload, gap } = entry
      return async () => {
        payload.delete(onPayload)
        if (onGap) gap.delete(onGap)
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
