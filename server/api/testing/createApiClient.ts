/** A fetch bound to one API server and project, adding the SDK query params as the modal does. */
export type ApiCall = (path: string, init?: RequestInit & { query?: Record<string, string>; projectId?: string | null }) => Promise<Response>

/** Builds the call helper the API tests use. */
export function createApiClient(baseUrl: string, projectId: string): ApiCall {
  return (path, init = {}) => {
    const url = new URL(path, baseUrl)
    const pid = init.projectId === undefined ? projectId : init.projectId
    if (pid !== null) url.searchParams.set('projectId', pid)
    url.searchParams.set('st', 'appkit')
    url.searchParams.set('sv', 'airlock-test')
    url.searchParams.set('clientId', 'test-client')
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
    const { query: _q, projectId: _p, ...rest } = init
    return fetch(url, rest)
  }
}

/** JSON POST init. */
export function jsonBody(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}
