// The built-in features add their view names and events to the open registries by
// declaration merging in their own modules. These type-only exports bring those
// declarations into every program that uses Airlock's types, so `open({ view: 'Send' })`
// type-checks in a host app; nothing here exists at run time.
export type {} from '../plugins/activity/index.js'
export type {} from '../plugins/receive/index.js'
export type {} from '../plugins/send/index.js'
