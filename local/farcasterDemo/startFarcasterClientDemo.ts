import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { guardHost } from '../../server/http/guardHost.js'
import { readFormBody } from '../stack/readFormBody.js'
import { defaultPorts } from '../stack/ports.js'
import type { RunningService } from '../../server/http/Service.js'
import { close, listen } from '../../server/http/listen.js'
import { pageContentSecurityPolicy } from '../stack/pageHtml.js'
import { approveSignIn } from './approveSignIn.js'
import { createFormGuard } from './createFormGuard.js'
import { approvalPageHtml, messagePageHtml, pfpSvg, startPageHtml } from './clientPages.js'
import type { FarcasterClientDemoConfig } from './FarcasterClientDemoConfig.js'
import { readChannelRequest } from './readChannelRequest.js'

/** Options of {@link startFarcasterClientDemo}. */
export interface FarcasterClientDemoOptions {
  /** Read on every request, so the stack can fill it in after the relay and chain start. */
  config: () => FarcasterClientDemoConfig | undefined
  host?: string
  /** Default 8795; 0 picks a free port. */
  port?: number
}

/**
 * Serves the demo Farcaster client of the local stack: the page an app's Sign In With
 * Farcaster link opens (`/?channelToken=…`), where a person picks a demo fid and approves
 * (the server signs with that fid's custody key and completes the channel on the relay) or
 * declines. Pages are plain HTML forms: no script. It answers loopback Host names only, and
 * the approve form carries a CSRF token, so no other site can approve in a person's name.
 */
export async function startFarcasterClientDemo(options: FarcasterClientDemoOptions): Promise<RunningService> {
  const host = options.host ?? '127.0.0.1'
  let base = ''
  const pfpUrl = (fid: number) => `${base}/pfp/${fid}.svg`
  const forms = createFormGuard()
  const send = (response: ServerResponse, status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': pageContentSecurityPolicy })
    response.end(html)
  }
  const route = async (request: IncomingMessage, response: ServerResponse, config: FarcasterClientDemoConfig) => {
    const url = new URL(request.url ?? '/', base)
    const pfp = /^\/pfp\/(\d+)\.svg$/.exec(url.pathname)
    if (pfp && request.method === 'GET') {
      const user = config.fids.find((f) => f.fid === Number(pfp[1]))
      if (!user) return send(response, 404, messagePageHtml('Not found', 'No such account.'))
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      return response.end(pfpSvg(user.fid, user.username))
    }
    if (url.pathname === '/' && request.method === 'GET') {
      const pasted = url.searchParams.get('uri')
      let token = url.searchParams.get('channelToken')
      if (!token && pasted) {
        token = URL.canParse(pasted) ? new URL(pasted).searchParams.get('channelToken') : null
        if (!token) return send(response, 400, startPageHtml('That link carries no channelToken: copy the whole sign-in link from the app.'))
      }
      if (!token) return send(response, 200, startPageHtml())
      const channel = await readChannelRequest(config.relayUrl, config.authKey, token)
      if (!channel) return send(response, 410, messagePageHtml('This sign-in link has expired', 'Start again from the app to get a new link.', 'alert'))
      if (channel.state === 'completed') {
        return send(response, 200, messagePageHtml('Already answered', `This sign-in was approved as @${channel.username ?? `fid ${channel.fid}`}. You can go back to the app.`))
      }
      return send(response, 200, approvalPageHtml(token, forms.tokenFor(request, response, token), channel, config.fids, pfpUrl))
    }
    if ((url.pathname === '/approve' || url.pathname === '/decline') && request.method === 'POST') {
      const form = await readFormBody(request)
      if (!forms.accepts(request, form)) return send(response, 403, messagePageHtml('This form has expired', 'Open the sign-in link from the app again.', 'alert'))
      const token = form.get('channelToken') ?? ''
      const channel = token ? await readChannelRequest(config.relayUrl, config.authKey, token) : undefined
      if (!channel) return send(response, 410, messagePageHtml('This sign-in link has expired', 'Start again from the app to get a new link.', 'alert'))
      const domain = channel.signatureParams.domain
      if (url.pathname === '/decline') return send(response, 200, messagePageHtml('Sign-in declined', `Nothing was sent to ${domain}. You can close this page.`))
      const user = config.fids.find((f) => String(f.fid) === form.get('fid'))
      if (!user) return send(response, 400, approvalPageHtml(token, form.get('csrf') ?? '', channel, config.fids, pfpUrl))
      if (channel.state === 'completed') return send(response, 409, messagePageHtml('Already answered', 'This sign-in was answered already. You can go back to the app.'))
      await approveSignIn({ relayUrl: config.relayUrl, authKey: config.authKey, rpcUrl: config.rpcUrl, channelToken: token, request: channel, user, pfpUrl: pfpUrl(user.fid) })
      return send(response, 200, messagePageHtml(`Signed in to ${domain}`, `You approved the sign-in as @${user.username} (fid ${user.fid}). Go back to the app.`))
    }
    send(response, 404, messagePageHtml('Not found', 'There is nothing here.'))
  }

  const server = createServer(guardHost((request, response) => {
    const config = options.config()
    if (!config) return send(response, 503, messagePageHtml('Starting', 'The local stack is still starting.'))
    route(request, response, config).catch((error: unknown) => {
      process.stderr.write(`[airlock-farcaster-client] ${error instanceof Error ? error.message : String(error)}\n`)
      if (!response.headersSent) send(response, 502, messagePageHtml('Something went wrong', 'The sign-in could not be sent to the relay. Try again from the app.', 'alert'))
    })
  }))
  const port = await listen(server, host, options.port ?? defaultPorts.farcasterClient)
  base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return { url: base, stop: () => close(server) }
}
