import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolveLocale } from '../../services/i18n/resolveLocale.js'
import { readFrameUrlParams, type FramePage } from '../../adapters/embedded/protocol/frameUrl.js'
import { guardHost } from '../http/guardHost.js'
import { loopbackHosts } from '../http/isAllowedHost.js'
import type { RunningService } from '../http/Service.js'
import { close, listen } from '../http/listen.js'
import { bundleFramePage, type FrameScript } from './bundleFramePage.js'
import { ancestorSources, DEFAULT_FRAME_ANCESTORS } from './frameAncestors.js'
import type { FramePageConfig } from './FramePageConfig.js'
import { framePageHtml, framePageStyleHash } from './framePageHtml.js'
import { hostApprovalsFor } from './hostApprovalsFor.js'
import { cacheProjectOrigins } from './cacheProjectOrigins.js'
import { readProjectOrigins } from './readProjectOrigins.js'
import { SOCIAL_START_PATH, socialCallbackHtml, socialCallbackPolicy, socialCallbackScript, socialCallbackScriptEtag, socialStartScript, socialStartScriptEtag } from './socialCallbackPage.js'
import { SOCIAL_CALLBACK_PATH } from '../../adapters/embedded/protocol/socialCallbackMessage.js'

/** Options of `startFrameServer`. */
export interface FrameServerOptions {
  /** The API as browsers reach it (the pages call it); read per request, so the stack can fill it in later. */
  apiUrl: () => string
  /** Where this server asks the API for a project's origins; default `apiUrl`. */
  apiInternalUrl?: () => string
  /**
   * The development ancestors a project that opts in (`developmentAncestors` on its record)
   * allows besides its own allowlist; default SPEC §9's. Other projects never get them.
   */
  developmentAncestors?: readonly string[]
  host?: string
  /**
   * Host headers answered (see `isAllowedHost`); others get 403, which stops DNS rebinding.
   * Default: the loopback names. A deployment lists the frame origin's host name.
   */
  allowedHosts?: readonly string[]
  /** Default 8793; 0 picks a free port. */
  port?: number
}

const pages: Record<string, FramePage> = { '/': 'frame', '/recovery': 'recovery', '/export': 'export', '/approve': 'approve', '/passkey': 'passkey' }
const socialPages: Record<string, { script: string; etag: string } | undefined> = {
  [SOCIAL_START_PATH]: { script: socialStartScript, etag: socialStartScriptEtag },
  [SOCIAL_CALLBACK_PATH]: { script: socialCallbackScript, etag: socialCallbackScriptEtag },
}

/**
 * Serves the embedded wallet's origin and nothing else: the hidden frame (`/`), its recovery
 * page (`/recovery`, shown in the modal) and the key export page (`/export`, top-level
 * only), all on one bundled script. Each page may be framed only by the project's allowlisted
 * origins (`Content-Security-Policy: frame-ancestors`, from the API's project record, read
 * again at most every 10 s; SPEC §9's development hosts too for a project that opted in), and
 * reaches only the API.
 */
export async function startFrameServer(options: FrameServerOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1'
  const development = options.developmentAncestors ?? DEFAULT_FRAME_ANCESTORS
  let script: Promise<FrameScript> | undefined
  const projectOrigins = cacheProjectOrigins((projectId) => readProjectOrigins((options.apiInternalUrl ?? options.apiUrl)(), projectId))

  const send = (response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store', ...headers })
    response.end(body)
  }

  const servePage = async (response: ServerResponse, page: FramePage, search: string) => {
    let params
    try {
      params = readFrameUrlParams(search, page)
    } catch (error) {
      return send(response, 400, (error as Error).message, { 'content-type': 'text/plain; charset=utf-8' })
    }
    const apiUrl = options.apiUrl()
    const project = await projectOrigins(params.projectId)
    const ancestors = ancestorSources([...(project?.developmentAncestors ? development : []), ...(project?.allowedOrigins ?? [])])
    const config: FramePageConfig = {
      page,
      projectId: params.projectId,
      ...(params.parentOrigin && { parentOrigin: params.parentOrigin }),
      ...(params.approvalId && { approvalId: params.approvalId }),
      ...(params.summary && { summary: true }),
      ...(hostApprovalsFor(params, project) && { hostApprovals: true }),
      apiUrl,
      ancestors,
      themeMode: params.themeMode ?? 'light',
      locale: resolveLocale(params.locale ?? 'en'),
      ...(project === undefined && { error: 'invalid_project' as const }),
      ...(params.mode && { passkey: { mode: params.mode, ...(params.action && { action: params.action }), ...(params.subject && { subject: params.subject }) } }),
    }
    // The export page shows keys: it is never framed and keeps no opener.
    const frameAncestors = page === 'export' || ancestors.length === 0 ? "'none'" : ancestors.join(' ')
    send(response, 200, framePageHtml(config, '/frame.js'), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'self'; connect-src ${new URL(apiUrl).origin}; style-src ${framePageStyleHash}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
      ...(page === 'export' && { 'cross-origin-opener-policy': 'same-origin' }),
    })
  }

  // Apple answers by form_post: the same parameters, posted. They become the page's query, so
  // the callback page hands on one address whichever way the provider answered.
  const postedCallback = (request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 16_384) request.destroy()
    })
    request.on('end', () => {
      const query = new URLSearchParams(body).toString()
      send(response, 303, '', { location: `${SOCIAL_CALLBACK_PATH}?${query}` })
    })
  }

  const server = createServer(guardHost((request, response) => {
    const url = new URL(request.url ?? '/', 'http://frame')
    if (url.pathname === SOCIAL_CALLBACK_PATH && request.method === 'POST') return postedCallback(request, response)
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Method not allowed', { allow: 'GET, HEAD' })
    const page = pages[url.pathname]
    if (page) {
      servePage(response, page, url.search).catch(() => send(response, 503, 'The wallet service is not reachable', { 'content-type': 'text/plain' }))
      return
    }
    // A social login's two pages: they call the API themselves (from this origin), so the
    // person's own address counts against the API's per-client budgets.
    if (socialPages[url.pathname]) {
      const apiUrl = options.apiUrl()
      return send(response, 200, socialCallbackHtml(`${url.pathname}.js`, apiUrl, request.headers['accept-language']), { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': socialCallbackPolicy(apiUrl) })
    }
    const socialScript = url.pathname.endsWith('.js') ? socialPages[url.pathname.slice(0, -3)] : undefined
    if (socialScript) {
      return send(response, 200, socialScript.script, { 'content-type': 'text/javascript; charset=utf-8', etag: socialScript.etag, 'cross-origin-resource-policy': 'same-origin' })
    }
    if (url.pathname === '/frame.js') {
      script ??= bundleFramePage()
      script.then(
        ({ code, etag }) => {
          if (request.headers['if-none-match'] === etag) return send(response, 304, '', { etag, 'cache-control': 'no-cache' })
          send(response, 200, code, { 'content-type': 'text/javascript; charset=utf-8', etag, 'cache-control': 'no-cache', 'cross-origin-resource-policy': 'same-origin' })
        },
        (error: unknown) => {
          script = undefined
          send(response, 500, error instanceof Error ? error.message : 'The frame could not be built', { 'content-type': 'text/plain' })
        },
      )
      return
    }
    send(response, 404, 'Not found', { 'content-type': 'text/plain' })
  }, options.allowedHosts ?? loopbackHosts))
  const port = await listen(server, host, options.port ?? 8793)
  return { url: `http://${host}:${port}`, stop: () => close(server) }
}
