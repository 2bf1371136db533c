import { matching } from './schemaParts.js'

/** A request id: unique per request, chosen by the parent, echoed in the reply. */
export const requestIdSchema = matching(/^[A-Za-z0-9_-]{8,64}$/, 'expected an id of 8–64 URL-safe characters')
