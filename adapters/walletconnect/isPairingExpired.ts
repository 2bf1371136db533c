/** How long a pairing URI is shown before a fresh one replaces it, in ms (SPEC §9). */
export const PAIRING_WINDOW_MS = 4 * 60_000

/** A pairing counts as expired when this little time is left, in ms (SPEC §5, §9). */
export const PAIRING_EXPIRED_AT_MS = 10_000

/** Whether a pairing valid until `expiresAt` counts as expired at `now` (10 s or less left). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now <= PAIRING_EXPIRED_AT_MS
}
