/** Who may embed a project's wallet frame, as its record on the API says. */
export interface ProjectAncestry {
  /** The project's allowlisted origins. */
  allowedOrigins: string[]
  /** The project opted in to the development ancestors (SPEC §9) the frame server offers. */
  developmentAncestors: boolean
  /** The project lets its apps approve the wallet's requests with their own buttons (`embedded.approvals: 'host'`). */
  hostApprovals: boolean
}

/**
 * A project's allowlisted origins and development opt-in from the API's project record
 * (`GET /projects/v1/origins`, asked server to server); `undefined` when the API does not
 * know the project.
 * @throws when the API cannot be reached or answers anything else.
 */
export async function readProjectOrigins(apiUrl: string, projectId: string): Promise<ProjectAncestry | undefined> {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/projects/v1/origins`)
  url.searchParams.set('projectId', projectId)
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
  if (response.status === 401) return undefined
  if (!response.ok) throw new Error(`The API answered ${response.status} for the project's origins`)
  const body = (await response.json()) as { allowedOrigins?: unknown; developmentAncestors?: unknown; hostApprovals?: unknown }
  return {
    allowedOrigins: Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((o): o is string => typeof o === 'string') : [],
    developmentAncestors: body.developmentAncestors === true,
    hostApprovals: body.hostApprovals === true,
  }
}
