import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import type { SocialProvider } from '../../server/social/SocialProvider.js'
import { idpAccountFor, type IdpAccount } from './IdpAccount.js'
import { pageContentSecurityPolicy } from '../stack/pageHtml.js'
import { readFormBody } from '../stack/readFormBody.js'
import { signInPageHtml } from './signInPageHtml.js'

/** The names people know the six providers by. */
export const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
  facebook: 'Facebook',
}

/**
 * The sign-in page of one interaction: GET shows it, POST takes the person's answer. "Allow"
 * signs the typed username in and grants what the app asked for; "Cancel" answers the app
 * with `access_denied`. An empty username shows the page again with the error named.
 */
export async function handleInteraction(
  issuer: Provider,
  provider: SocialProvider,
  accounts: Map<string, IdpAccount>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await issuer.interactionDetails(request, response)
  const clientId = String(details.params['client_id'] ?? '')
  const client = await issuer.Client.find(clientId)
  const show = (status: number, extra: { username?: string; error?: string } = {}) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': pageContentSecurityPolicy })
    response.end(
      signInPageHtml({
        provider,
        providerName: providerNames[provider],
        clientName: String(client?.clientName ?? clientId),
        scopes: String(details.params['scope'] ?? '').split(' ').filter(Boolean),
        action: request.url ?? '',
        ...extra,
      }),
    )
  }
  if (request.method === 'GET') return show(200)
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' }).end()
    return
  }
  const form = await readFormBody(request)
  if (form.get('decision') === 'deny') {
    await issuer.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person declined to sign in.' }, { mergeWithLastSubmission: false })
    return
  }
  const typed = (form.get('username') ?? '').trim()
  if (!typed) return show(400, { error: 'Type a username to sign in as.' })
  if (typed.length > 64) return show(400, { username: typed.slice(0, 64), error: 'A username has at most 64 characters.' })
  const account = idpAccountFor(provider, typed)
  accounts.set(account.sub, account)
  await issuer.interactionFinished(request, response, { login: { accountId: account.sub }, allowed: true }, { mergeWithLastSubmission: false })
}
