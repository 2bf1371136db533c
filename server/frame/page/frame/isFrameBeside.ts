import { readRelative } from './readRelative.js'

/**
 * Whether `source` is another window under `parent`, the frame's own parent: the wallet's
 * pages an app shows (the approve page) sit beside the hidden frame in the same app.
 */
export function isFrameBeside(source: MessageEventSource | null, parent: unknown, self: unknown): boolean {
  const sourceParent = readRelative(source, 'parent')
  return Boolean(sourceParent) && sourceParent === parent && source !== self
}
