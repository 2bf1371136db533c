import type { Database } from '../db/Database.js'

/**
 * Sends a notification as another process would and resolves once this process has heard it.
 * Listeners on one database are told in the order they listened, so by then every listener the
 * server set up (its caches' among them) has handled it too: a read that follows sees its effect.
 */
export async function notifyHeard(db: Database, channel: string, payload: string): Promise<void> {
  let heard!: () => void
  const arrived = new Promise<void>((resolve) => { heard = resolve })
  const stop = await db.listen(channel, (received) => {
    if (received === payload) heard()
  })
  try {
    await db.query('SELECT pg_notify($1, $2)', [channel, payload])
    await arrived
  } finally {
    await stop()
  }
}
