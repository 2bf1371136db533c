import type { RateLimit } from '../../http/createRateLimiter.js'

/**
 * The API's request budgets. `perClient` and `perProject` count every request; the others
 * count one kind of write per client address, on top. `false` turns one off.
 */
export interface ApiRateLimits {
  /** Every request, per client address, projectId or not. Default 1200 per 60 s. */
  perClient: RateLimit | false
  /** Every request naming a known project, per project (all its users together). Default 60 000 per 60 s. */
  perProject: RateLimit | false
  /** Analytics events, `POST /e`. Default 120 per 60 s. */
  events: RateLimit | false
  /** Name registrations, `POST /v1/profile/account`. Default 20 per 60 s. */
  names: RateLimit | false
  /** Name suggestions, `GET /v1/profile/suggestions/{name}`. Default 120 per 60 s. */
  suggestions: RateLimit | false
  /** Session nonces and openings, `POST /v1/sessions…`. Default 30 per 60 s. */
  sessions: RateLimit | false
  /** Onramp orders and sandbox checkouts. Default 10 per 60 s. */
  onrampOrders: RateLimit | false
  /** Sign In With Farcaster channels opened, `POST /v1/channel`. Default 60 per 60 s. */
  farcasterChannels: RateLimit | false
  /** Farcaster channel answers, `POST /v1/channel/authenticate`. Default 60 per 60 s. */
  farcasterAnswers: RateLimit | false
  /** Farcaster channel status polls, `GET /v1/channel/status` (about one a second per sign-in). Default 600 per 60 s. */
  farcasterPolls: RateLimit | false
  /** Test-funds requests, `POST /v1/faucet`, per client address. Default 10 per 3600 s. */
  testFunds: RateLimit | false
  /** Embedded-wallet requests that send mail (`email/start`, `email/update`, `email/update/primary`, `export/start`). Default 20 per 60 s. */
  embeddedMail: RateLimit | false
  /** Embedded-wallet requests that check a one-time code (`email/verify`, `email/update/*`, `export/verify`). Default 30 per 60 s. */
  embeddedCodes: RateLimit | false
  /** Device approvals, `GET`/`POST /v1/embedded/device/approve`. Default 30 per 60 s. */
  deviceApprovals: RateLimit | false
  /** Transaction simulations, `POST /v1/simulate` (each runs the request on a node). Default 120 per 60 s. */
  simulations: RateLimit | false
  /**
   * The gas a client's simulations may have a node run, in millions: each `POST /v1/simulate`
   * spends the gas it may use (its calls' limits together), rounded up. Default 300 per 60 s.
   */
  simulationGas: RateLimit | false
  /** Paymaster signatures asked for (`pm_getPaymasterData` of `POST /v1/paymaster`), per client address. Default 30 per 60 s. */
  sponsorSignatures: RateLimit | false
  /** Paymaster signatures asked for by one signed-in user (an embedded wallet or SIWX session), wherever they ask from. Default 10 per 60 s. */
  sponsorSignaturesPerUser: RateLimit | false
}

const perMinute = (limit: number): RateLimit => ({ limit, windowSeconds: 60 })

/** Budgets a real app stays far below: a modal opening makes about 20 calls. */
export const defaultApiRateLimits: ApiRateLimits = {
  perClient: perMinute(1200),
  perProject: perMinute(60_000),
  events: perMinute(120),
  names: perMinute(20),
  suggestions: perMinute(120),
  sessions: perMinute(30),
  onrampOrders: perMinute(10),
  farcasterChannels: perMinute(60),
  farcasterAnswers: perMinute(60),
  farcasterPolls: perMinute(600),
  testFunds: { limit: 10, windowSeconds: 3600 },
  embeddedMail: perMinute(20),
  embeddedCodes: perMinute(30),
  deviceApprovals: perMinute(30),
  simulations: perMinute(120),
  simulationGas: perMinute(300),
  sponsorSignatures: perMinute(30),
  sponsorSignaturesPerUser: perMinute(10),
}

/** The budgets in force: the defaults, overridden one by one; `false` turns all of them off. */
export function resolveApiRateLimits(given: Partial<ApiRateLimits> | false | undefined): ApiRateLimits {
  if (given === false) return Object.fromEntries(Object.keys(defaultApiRateLimits).map((k) => [k, false])) as unknown as ApiRateLimits
  return { ...defaultApiRateLimits, ...given }
}
