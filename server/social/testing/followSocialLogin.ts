/** How the scripted person answers the local sign-in page. */
export interface SignInAnswer {
  username: string
  decision?: 'allow' | 'deny'
}

/** What reached the backend's callback: its parameters, and how they came (redirect or Apple's form_post). */
export interface CallbackArrival {
  params: URLSearchParams
  method: 'GET' | 'POST'
  /** Requests the browser would have made, start to callback. */
  requests: number
}

/**
 * A tiny browser for tests: follows the authorization URL's redirects with a cookie jar,
 * answers the local identity provider's sign-in page as a person would (types the username,
 * presses Allow or Cancel), and stops at `redirectUri`, as a GET redirect or as the
 * auto-submitting form of `response_mode=form_post`.
 */
export async function followSocialLogin(authorizationUrl: string, redirectUri: string, answer: SignInAnswer): Promise<CallbackArrival> {
  const jar = new Map<string, string>()
  let requests = 0
  let next: { url: string; init: RequestInit } = { url: authorizationUrl, init: { method: 'GET' } }
  for (let hop = 0; hop < 20; hop++) {
    if (next.url.startsWith(redirectUri)) {
      const method = next.init.method === 'POST' ? 'POST' : 'GET'
      const params = method === 'POST' ? new URLSearchParams(String(next.init.body)) : new URL(next.url).searchParams
      return { params, method, requests }
    }
    requests++
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...(next.init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      next = { url: new URL(location, next.url).href, init: { method: 'GET' } }
      continue
    }
    const html = await response.text()
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/i.exec(html)
    if (!form) throw new Error(`followSocialLogin: ${response.status} at ${next.url} with no form to answer`)
    const action = new URL(decode(form[1]!), next.url).href
    const fields = new URLSearchParams()
    for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields.append(input[1]!, decode(input[2]!))
    if (/name="username"/.test(form[2]!)) {
      fields.set('username', answer.username)
      fields.set('decision', answer.decision ?? 'allow')
    }
    next = { url: action, init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() } }
  }
  throw new Error('followSocialLogin: too many redirects')
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}
