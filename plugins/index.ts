// The built-in features, in the order their contributions show: the one list a new feature
// is added to. Each manifest is small and loads with the host's start-up code; the feature's
// own code loads only when it is on and first needed.
import type { PluginDescriptor } from 'airlock/kit'
import { activityManifest } from './activity/manifest.js'
import { emailManifest } from './email/manifest.js'
import { onrampManifest } from './onramp/manifest.js'
import { passkeysManifest } from './passkeys/manifest.js'
import { payManifest } from './pay/manifest.js'
import { permissionsManifest } from './permissions/manifest.js'
import { namesManifest } from './names/manifest.js'
import { receiveManifest } from './receive/manifest.js'
import { sendManifest } from './send/manifest.js'
import { siwxManifest } from './siwx/manifest.js'
import { socialsManifest } from './socials/manifest.js'
import { swapsManifest } from './swaps/manifest.js'

// Kept in the built declarations too, so a host's compiler sees every feature's views,
// events and options (a manifest's declarations would otherwise be dropped with its import).
export type {} from './activity/manifest.js'
export type {} from './email/manifest.js'
export type {} from './names/manifest.js'
export type {} from './onramp/manifest.js'
export type {} from './passkeys/manifest.js'
export type {} from './pay/manifest.js'
export type {} from './permissions/manifest.js'
export type {} from './receive/manifest.js'
export type {} from './send/manifest.js'
export type {} from './siwx/manifest.js'
export type {} from './socials/manifest.js'
export type {} from './swaps/manifest.js'

/** The manifests of the built-in features. */
export const builtinFeatures: readonly PluginDescriptor[] = [emailManifest, passkeysManifest, permissionsManifest, activityManifest, sendManifest, receiveManifest, onrampManifest, swapsManifest, payManifest, namesManifest, socialsManifest, siwxManifest]
