import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import { socialProviders, type SocialProvider } from '../../server/social/SocialProvider.js'
import { guardHost } from '../../server/http/guardHost.js'
import { defaultPorts } from '../stack/ports.js'
import type { RunningService } from '../../server/http/Service.js'
import { close, listen } from '../../server/http/listen.js'
import { apiResourceOf, createIssuer, type IdpClient } from './createIssuer.js'
import { handleInteraction, providerNames } from './handleInteraction.js'
import { handleUserEndpoint } from './handleUserEndpoint.js'
import type { IdpAccount } from './IdpAccount.js'
import { issuerProfiles } from './issuerProfiles.js'
import { escapeHtml, pageContentSecurityPolicy, pageHtml } from '../stack/pageHtml.js'

/** Options of {@link startIdp}. */
export interface IdpOptions {
  /** Default `127.0.0.1`. */
  host?: string
  /** Default 8794; 0 picks a free port. */
  port?: number
  /**
   * The clients every issuer accepts. A function is asked on each lookup, so redirect URIs
   * known only after the issuers started can be added; a client without any is ignored.
   */
  clients: IdpClient[] | (() => IdpClient[])
}

/** The running local identity provider. */
export interface Idp extends RunningService {
  /** Each stand-in's issuer URL, e.g. `http://127.0.0.1:8794/google`. */
  issuers: Record<SocialProvider, string>
}

/**
 * Starts the local OpenID Connect provider that stands in for Google, Apple, GitHub, X,
 * Discord and Facebook: one oidc-provider issuer per path on one port, each with its own
 * signing key and cookies, its sign-in page, and (for the OAuth-2-only ones) its user
 * endpoint at the real provider's path. A relying party reaches it through the same settings
 * as the real provider: an issuer to discover, or authorization, token and user endpoints.
 */
export async function startIdp(options: IdpOptions): Promise<Idp> {
  const host = options.host ?? '127.0.0.1'
  const clients = typeof options.clients === 'function' ? options.clients : () => options.clients as IdpClient[]
  const issuers = new Map<SocialProvider, { issuer: Provider; handle: ReturnType<Provider['callback']>; accounts: Map<string, IdpAccount>; url: string }>()

  // Loopback Host names only: a page on a DNS-rebound name must not drive its sign-in pages.
  const server = createServer(guardHost((request, response) => {
    route(request, response).catch((error: unknown) => fail(response, error))
  }))
  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const [, first = '', ...rest] = url.pathname.split('/')
    const entry = issuers.get(first as SocialProvider)
    if (!entry) return url.pathname === '/' ? sendIndex(response) : sendText(response, 404, 'Not found')
    const name = first as SocialProvider
    const inner = `/${rest.join('/')}`
    const profile = issuerProfiles[name]
    if (/^\/interaction\/[\w-]+$/.test(inner)) return handleInteraction(entry.issuer, name, entry.accounts, request, response)
    if (profile.userPath && inner === profile.userPath) {
      return handleUserEndpoint(entry.issuer, profile, apiResourceOf(entry.url), entry.accounts, request, response)
    }
    // oidc-provider takes the part of the URL after its mount path, and finds that path
    // again from `originalUrl` when it writes its own URLs.
    ;(request as IncomingMessage & { originalUrl?: string }).originalUrl = request.url
    request.url = `${inner}${url.search}`
    await entry.handle(request, response)
  }
  const sendIndex = (response: ServerResponse) => {
    const items = [...issuers.entries()]
      .map(([name, { url }]) => `<li>${providerNames[name]}: <code>${escapeHtml(url)}</code></li>`)
      .join('')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pageContentSecurityPolicy })
    response.end(pageHtml('Airlock local identity provider', `<h1>Airlock local identity provider</h1><p class="muted">Stands in for six social providers on this machine. Apps sign in through it from the Airlock modal.</p><ul>${items}</ul>`))
  }

  const port = await listen(server, host, options.port ?? defaultPorts.idp)
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  try {
    await Promise.all(
      socialProviders.map(async (name) => {
        const url = `${base}/${name}`
        const accounts = new Map<string, IdpAccount>()
        const issuer = await createIssuer({ provider: name, issuer: url, clients, accounts, cookieKeys: [randomBytes(32).toString('base64url')] })
        // Errors oidc-provider answers itself (bad requests from clients) are not failures of this server.
        issuer.on('server_error', (_ctx, error) => process.stderr.write(`[airlock-idp] ${name}: ${error.message}\n`))
        issuers.set(name, { issuer, handle: issuer.callback(), accounts, url })
      }),
    )
  } catch (error) {
    await close(server)
    throw error
  }
  return {
    url: base,
    issuers: Object.fromEntries(socialProviders.map((name) => [name, `${base}/${name}`])) as Record<SocialProvider, string>,
    stop: () => close(server),
  }
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(text)
}

// An interaction whose cookie is gone or expired is the person's to restart, not a server fault.
function fail(response: ServerResponse, error: unknown) {
  if (response.headersSent) return response.end()
  // oidc-provider's errors carry the HTTP status they stand for (400 for a lost interaction).
  const status = (error as { status?: unknown }).status
  const known = (typeof status === 'number' && status < 500) || error instanceof RangeError
  if (!known) process.stderr.write(`[airlock-idp] ${(error as Error).message}\n`)
  response.writeHead(known ? 400 : 500, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pageContentSecurityPolicy })
  response.end(pageHtml('Sign-in error', known
    ? '<h1>This sign-in has expired</h1><p class="error" role="alert">Close this window and start again from the app.</p>'
    : '<h1>Something went wrong</h1><p class="error" role="alert">The sign-in could not go on. Close this window and start again from the app.</p>'))
}
