import type { ProjectRecord } from '../projects/ProjectRecord.js'

/** The signed-in user of a `/v1/embedded/*` call, as the session middleware found it. */
export interface EmbeddedSession {
  /** The session's public id (what the person's list of devices names it by; never the token's hash). */
  id: string
  userId: string
  deviceId: string
  tokenHash: string
  /** The passkey whose assertion opened the session, if one did (a fact about its sign-in, not a factor now). */
  passkeyId: string | null
}

/** Hono's typing for the embedded wallet's routes. */
export interface EmbeddedEnv {
  Variables: {
    project: ProjectRecord
    /** Set by `requireSession` on routes that need a signed-in user. */
    session: EmbeddedSession
  }
}
