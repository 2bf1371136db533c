// The built-in features, in the order their contributions show: the one list a new feature
// is added to. Each manifest is small and loads with the host's start-up code; the feature's
// own code loads only when it is on and first needed.
import type { FeatureConfig, PluginDescriptor } from 'airlock'
import { activityManifest } from './activity/manifest.js'
import { emailManifest } from './email/manifest.js'
import { namesManifest } from './names/manifest.js'
import { receiveManifest } from './receive/manifest.js'
import { sendManifest } from './send/manifest.js'
import { socialsManifest } from './socials/manifest.js'

declare module 'airlock' {
  interface FeatureRegistry {
    /** Token swaps from the Account view. Not available yet. */
    swaps: FeatureConfig
    /** Buying crypto through an onramp provider. Not available yet. */
    onramp: FeatureConfig
    /** Payments to a recipient the host names. Not available yet. */
    pay: FeatureConfig
    /** Sign-in with a signed message (SIWX). Not available yet. */
    siwx: FeatureConfig
  }
}

// Features whose plugin does not exist yet: `features.<name>` is accepted and off by default,
// and switching one on logs a warning naming it. A feature's issue moves it from here to a
// folder of its own, with its manifest.
const planned = ['swaps', 'onramp', 'pay', 'siwx'].map((name): PluginDescriptor => ({ name, enabled: false }))

// Kept in the built declarations too, so a host's compiler sees every feature's views,
// events and options (a manifest's declarations would otherwise be dropped with its import).
export type {} from './activity/manifest.js'
export type {} from './email/manifest.js'
export type {} from './names/manifest.js'
export type {} from './receive/manifest.js'
export type {} from './send/manifest.js'
export type {} from './socials/manifest.js'

/** The manifests of the built-in features. */
export const builtinFeatures: readonly PluginDescriptor[] = [emailManifest, activityManifest, sendManifest, receiveManifest, namesManifest, socialsManifest, ...planned]
