/** The authenticator app's time step (RFC 6238's 30 s, SPEC §9's app). */
const STEP_MS = 30_000

/**
 * A moment to make authenticator-app codes for, at least `marginMs` before the next 30 s step
 * begins, waited for when nearer. A test sends the previous step's code (`moment - 30_000`) to
 * confirm an app and keeps the current one for a step-up; the API allows one step of drift, so
 * that first code is refused if a step begins while it is in flight. The margin is how long the
 * request may take.
 */
export async function totpMoment(marginMs = 5_000): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
  return Date.now()
}
