/** The `next` command of this repository's install. */
export const nextBin: string
/** What Next.js needs to run here: no telemetry, and production. */
export const nextEnv: NodeJS.ProcessEnv
/** The scripts a route's server-rendered HTML loads at start-up, with their gzip sizes. */
export function nextRouteStartup(appDir: string, route: string): Record<string, number>
/** Runs `next build` in the fixture; resolves with its output, rejects when it fails or Airlock warns. */
export function buildNextHost(hostsDir: string): Promise<{ appDir: string; output: string; startup: Record<string, number>; withoutAirlock: Record<string, number> }>
