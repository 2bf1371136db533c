/** How long the frame server reuses a project's origins before asking the API again. */
export const PROJECT_ORIGINS_TTL_MS = 10_000
const MAX_PROJECTS = 1000

/**
 * Wraps the project-origins lookup with a short cache, so every frame load does not cost
 * the API a request (the API's per-client budget sees the frame server as one client). An
 * allowlist change shows within 10 s; failures are not cached.
 */
export function cacheProjectOrigins<T>(read: (projectId: string) => Promise<T | undefined>, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T | undefined> }>()
  return (projectId: string): Promise<T | undefined> => {
    const hit = entries.get(projectId)
    if (hit && now() - hit.at < PROJECT_ORIGINS_TTL_MS) return hit.value
    const value = read(projectId)
    entries.delete(projectId)
    entries.set(projectId, { at: now(), value })
    if (entries.size > MAX_PROJECTS) entries.delete(entries.keys().next().value!)
    value.catch(() => entries.delete(projectId))
    return value
  }
}
