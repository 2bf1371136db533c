/**
 * A message for the person: an id of the onramp catalog (plugins/onramp/messages) with its
 * values, which the Buy views read in the person's language, or what the API said, shown as
 * it came.
 */
export type OnrampMessage = { id: string; values?: Record<string, string | number> } | { text: string; code?: string }
