import type { createFrameApp } from '../frame/createFrameApp.js'
import { passkeyChannelName, readPasskeyChannelMessage } from '../passkeys/passkeyChannel.js'

/** How long a page waits for the hidden frame to hand over the key it holds. */
const KEY_WAIT_MS = 1000

/**
 * For a visible page of the wallet (passkey, recovery) that finds the session sealed and
 * locked here: asks the hidden frame beside it (same origin, same storage partition) for the
 * passkey key it holds, and opens the session and the shares with it, so the person is not
 * asked to touch their passkey twice. False when the frame holds none (it is locked too).
 */
export async function unlockFromFrame(app: ReturnType<typeof createFrameApp>, projectId: string): Promise<boolean> {
  if (!app.state.session.isLocked() || typeof BroadcastChannel === 'undefined') return false
  const channel = new BroadcastChannel(passkeyChannelName(projectId))
  try {
    const held = await new Promise<{ userId: string; key: CryptoKey } | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), KEY_WAIT_MS)
      channel.onmessage = (event: MessageEvent) => {
        const message = readPasskeyChannelMessage(event.data)
        if (message?.type !== 'key') return
        clearTimeout(timer)
        resolve(message)
      }
      channel.postMessage({ type: 'key_ask' })
    })
    if (!held || held.userId !== app.state.user?.id || !(await app.state.session.open(held.key))) return false
    await app.state.keyring.unlock(held.userId, held.key)
    return app.restore()
  } finally {
    channel.close()
  }
}
