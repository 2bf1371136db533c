/** The channel on which the approve page tells the app its height, so the app's holder shows all of it (only then does its button count). */
export const APPROVE_PAGE_SIZE_CHANNEL = 'airlock-approve-size'

/** The tallest approve page the app's holder grows to, in CSS pixels. */
const MOST_HEIGHT = 4000

/**
 * The approve page's height for `approvalId` from its message `data`, or undefined for any other
 * message: `{ channel, approvalId, height }` with a height of 0 to 4,000 pixels. Checked by hand,
 * not with the frame's schema library, which the connector does not load.
 */
export function approvePageHeight(data: unknown, approvalId: string): number | undefined {
  if (typeof data !== 'object' || data === null || Object.keys(data).length !== 3) return undefined
  const { channel, approvalId: id, height } = data as Record<string, unknown>
  if (channel !== APPROVE_PAGE_SIZE_CHANNEL || id !== approvalId) return undefined
  return typeof height === 'number' && height >= 0 && height <= MOST_HEIGHT ? height : undefined
}
