import { type Stack, type StackOptions, startStack } from '../../../local/stack/startStack.js'

// Every browser of a test file reaches the API from 127.0.0.1, one client address, and a
// file signs in with several emails a minute; the embedded wallet's budgets have a suite of
// their own (server/api/embeddedRateLimits.test.ts), as have the sponsor's and the
// simulations' (rateLimitsApi.test.ts, simulateApi.test.ts).
const roomy = { limit: 1000, windowSeconds: 60 }

/**
 * The test stack's wait between two login emails to one address. SPEC §9's 30 s (the API's
 * default) is checked by the API's own suite (server/api/embeddedApi.test.ts); browser tests
 * that mail one address twice wait this long instead.
 */
export const TEST_LOGIN_EMAIL_INTERVAL_SECONDS = 2

/** Starts a private local stack on free ports for one test file. */
export function startTestStack(options: Pick<StackOptions, 'paymasterServices' | 'developmentAncestors' | 'allowedOrigins'> = {}): Promise<Stack> {
  return startStack({
    ...options,
    ports: 'random',
    loginEmailIntervalSeconds: TEST_LOGIN_EMAIL_INTERVAL_SECONDS,
    rateLimits: { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy, sponsorSignatures: roomy, sponsorSignaturesPerUser: roomy, simulationGas: roomy },
  })
}
