import { LRUCache } from 'lru-cache'
import type { Queryable } from '../db/Database.js'
import { findProject } from './findProject.js'
import type { ProjectRecord } from './ProjectRecord.js'

/** Projects as every request checks them, read from the store at most every few seconds. */
export interface ProjectCache {
  find(id: string): Promise<ProjectRecord | undefined>
  /** Forgets one project (announced on `PROJECT_CHANNEL`), or every project. */
  invalidate(id?: string): void
}

/**
 * Keeps each project read (or found missing) for `maxAgeMs` (default 5 s), at most 1,000 of
 * them: every request names its project, and reading it each time was the store's busiest
 * query. A change made by any process is announced on `PROJECT_CHANNEL` and applies at once;
 * the age bounds how long a lost announcement can keep an old allowlist.
 */
export function createProjectCache(db: Queryable, options: { maxAgeMs?: number } = {}): ProjectCache {
  const entries = new LRUCache<string, { value: Promise<ProjectRecord | undefined> }>({ max: 1000, ttl: options.maxAgeMs ?? 5000 })
  return {
    find(id) {
      const found = entries.get(id)
      if (found) return found.value
      const entry = { value: findProject(db, id) }
      entries.set(id, entry)
      entry.value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id)
      })
      return entry.value
    },
    invalidate(id) {
      if (id === undefined) entries.clear()
      else entries.delete(id)
    },
  }
}
