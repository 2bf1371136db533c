import type { ProjectRecord } from '../projects/ProjectRecord.js'

/** Hono's typing for what the middleware hands the routes. */
export interface ApiEnv {
  Variables: {
    /** The project named by `projectId`, checked against its origin allowlist. */
    project: ProjectRecord
  }
}
