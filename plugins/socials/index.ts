import { definePlugin } from 'airlock'
import { createSocialsController } from './createSocialsController.js'
import { socialsManifest } from './manifest.js'

/** The socials feature's code: its views, the controller, and a full-page login coming back. */
export default definePlugin({
  name: socialsManifest.name,
  views: {
    SocialLogin: () => import('./views/SocialLogin.js'),
    SocialOther: () => import('./views/SocialOther.js'),
    ConnectingFarcaster: () => import('./views/ConnectingFarcaster.js'),
    SocialAccount: () => import('./views/SocialAccount.js'),
  },
  setup: (context) => {
    const api = createSocialsController(context)
    if (typeof window !== 'undefined') void api.resumeRedirect()
    return { api }
  },
})
