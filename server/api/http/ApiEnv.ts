import type { HttpBindings } from '@hono/node-server'
import type { ProjectRecord } from '../projects/ProjectRecord.js'

/** Hono's typing for what the middleware hands the routes. */
export interface ApiEnv {
  /** The node request and response under @hono/node-server (absent when a test calls `app.request`). */
  Bindings: Partial<HttpBindings>
  Variables: {
    /** The project named by `projectId`, checked against its origin allowlist. */
    project: ProjectRecord
  }
}
