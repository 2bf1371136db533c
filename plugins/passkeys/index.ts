import { definePlugin } from 'airlock/kit'
import { createPasskeysController } from './createPasskeysController.js'

/** The passkeys feature's code: its views and the controller they share. */
export default definePlugin({
  name: 'passkeys',
  views: {
    Passkeys: () => import('./views/Passkeys.js'),
    PasskeyPage: () => import('./views/PasskeyPage.js'),
    Devices: () => import('./views/Devices.js'),
  },
  setup(context) {
    const api = createPasskeysController(context)
    const limit = context.config.features.passkeys ? context.config.features.passkeys.stepUpUsd : undefined
    if (limit === undefined) return { api }
    // The embedded wallet holds sends above the app's limit for a step-up: it learns the limit
    // when it connects (loaded by the first `account:connected`, which has already fired).
    const tell = () => {
      const embedded = Object.values(context.chain.state.accounts).some((account) => account?.status === 'connected' && account.connectedWalletInfo?.identifier === 'embedded')
      if (embedded) void api.embedded().then((connector) => connector.setStepUpLimit(limit)).catch(() => {})
    }
    tell()
    return { api, teardown: context.bus.on('account:connected', tell) }
  },
})
