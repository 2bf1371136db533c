import { type AirlockContext, closeAfterConnect, type ConnectorRegistry } from 'airlock/kit'

/** The devices signed in to the embedded wallet, this one first (see `EmbeddedConnector.sessions`). */
export type SignedInDevices = Awaited<ReturnType<ConnectorRegistry['embedded']['sessions']>>

/**
 * The passkeys feature of one instance, for its views and for a host drawing its own
 * (`loadFeature(airlock, 'passkeys')`). The device methods reject with the frame's error
 * (match on `code`: `not_connected`, `aborted` when the person left the second factor's check).
 */
export interface PasskeysController {
  /** The embedded connector (loaded on first use). */
  embedded(): Promise<ConnectorRegistry['embedded']>
  /**
   * Waits for the frame's passkey page to sign someone in or up, then connects the wallet and
   * closes the modal (when it still shows the view it started from). Rejects when `signal` aborts.
   */
  signIn(signal: AbortSignal): Promise<void>
  /** The devices signed in to the wallet: how each signed in (`method`, `detail`), on what (`device`), when last used, `current` this one. */
  devices(): Promise<SignedInDevices>
  /** Signs one other device out: its session ends and it must sign in again. With the second factor on, after the check the wallet shows. */
  signOutDevice(id: string): Promise<SignedInDevices>
  /** Signs every other device out. With the second factor on, after the check the wallet shows. */
  signOutOtherDevices(): Promise<SignedInDevices>
}

/** The passkeys feature's controller: the way in through the frame's passkey page, handed to the connection service. */
export function createPasskeysController(context: AirlockContext): PasskeysController {
  const embedded = async () => (await context.connection()).connector('embedded')
  return {
    embedded,
    async signIn(signal) {
      const from = context.router.state.view
      const connector = await embedded()
      const session = await connector.awaitPasskeySignIn(signal)
      await (await context.connection()).connectWith('embedded', async () => session)
      closeAfterConnect(context, from)
    },
    devices: async () => (await embedded()).sessions(),
    signOutDevice: async (id) => (await embedded()).signOutSession(id),
    signOutOtherDevices: async () => (await embedded()).signOutOtherSessions(),
  }
}
