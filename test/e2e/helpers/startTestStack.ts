import { type Stack, type StackOptions, startStack } from '../../../local/stack/startStack.js'

// Every browser of a test file reaches the API from 127.0.0.1, one client address, and a
// file signs in with several emails a minute; the embedded wallet's budgets have a suite of
// their own (server/api/embeddedRateLimits.test.ts), as have the sponsor's and the
// simulations' (rateLimitsApi.test.ts, simulateApi.test.ts).
const roomy = { limit: 1000, windowSeconds: 60 }

/** Starts a private local stack on free ports for one test file. */
export function startTestStack(options: Pick<StackOptions, 'paymasterServices' | 'developmentAncestors' | 'allowedOrigins'> = {}): Promise<Stack> {
  return startStack({ ...options, ports: 'random', rateLimits: { embeddedMail: roomy, embeddedCodes: roomy, deviceApprovals: roomy, sponsorSignatures: roomy, sponsorSignaturesPerUser: roomy, simulationGas: roomy } })
}
