// The built-in features, in the order their contributions show: the one list a new feature
// is added to. Each manifest is small and loads with the host's start-up code; the feature's
// own code loads only when it is on and first needed.
import type { PluginDescriptor } from 'airlock'
import { activityManifest } from './activity/manifest.js'
import { emailManifest } from './email/manifest.js'
import { namesManifest } from './names/manifest.js'
import { onrampManifest } from './onramp/manifest.js'
import { payManifest } from './pay/manifest.js'
import { receiveManifest } from './receive/manifest.js'
import { sendManifest } from './send/manifest.js'
import { siwxManifest } from './siwx/manifest.js'
import { socialsManifest } from './socials/manifest.js'
import { swapsManifest } from './swaps/manifest.js'

/** The manifests of the built-in features. */
export const builtinFeatures: readonly PluginDescriptor[] = [
  activityManifest,
  sendManifest,
  receiveManifest,
  emailManifest,
  socialsManifest,
  swapsManifest,
  onrampManifest,
  payManifest,
  siwxManifest,
  namesManifest,
]
