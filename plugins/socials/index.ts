import { definePlugin } from 'airlock/kit'
import { createSocialsController } from './createSocialsController.js'

/** The socials feature's code: its views, the controller, and a full-page login coming back. */
export default definePlugin({
  name: 'socials',
  views: {
    SocialLogin: () => import('./views/SocialLogin.js'),
    ConnectingFarcaster: () => import('./views/ConnectingFarcaster.js'),
    SocialAccount: () => import('./views/SocialAccount.js'),
  },
  setup: (context) => {
    const api = createSocialsController(context)
    if (typeof window !== 'undefined') void api.resumeRedirect()
    // Loaded by the first connected account (a reload's restore among them): the provider and
    // name a restored embedded wallet was opened with show again on Account.
    const show = () => void api.showLastLogin().catch((error: unknown) => context.logger.debug('The last social login could not be read', error))
    show()
    const stop = context.bus.on('account:connected', show)
    return { api, teardown: stop }
  },
})
