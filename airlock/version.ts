/** Airlock's version, sent to the API as `sv`. */
export const VERSION = '0.1.0'
