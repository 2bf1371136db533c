// The public entry of `airlock`, what a host imports: createAirlock, the composition root that
// puts the kernel, the services and the built-in features, adapters and connectors together,
// and everything of `airlock/kit` (the contracts entry plugins and adapters import), so a
// plugin written against `airlock` keeps working. Nothing inside Airlock imports this entry.
// createAirlock first: a host's bundler lays its modules out in this order, as before the kit
// had an entry of its own (the same order compresses to the same start-up bytes).
export { createAirlock } from './createAirlock.js'
export * from '../kit/index.js'

// The built-ins. Their manifests add views, events and options to the registries by
// declaration merging; these lines bring the manifests into every program that uses
// Airlock's types, so `open({ view: 'Send' })` type-checks in a host app.
export type {} from '../plugins/index.js'
export type {} from '../adapters/index.js'
export { socialProviders, type SocialOption, type SocialProvider } from '../plugins/socials/socialProviders.js'
