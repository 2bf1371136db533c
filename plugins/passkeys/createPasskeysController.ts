import { type AirlockContext, closeAfterConnect, type ConnectorRegistry } from 'airlock/kit'

/** The passkeys feature of one instance, for its views. */
export interface PasskeysController {
  /** The embedded connector (loaded on first use). */
  embedded(): Promise<ConnectorRegistry['embedded']>
  /**
   * Waits for the frame's passkey page to sign someone in or up, then connects the wallet and
   * closes the modal (when it still shows the view it started from). Rejects when `signal` aborts.
   */
  signIn(signal: AbortSignal): Promise<void>
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
  }
}
