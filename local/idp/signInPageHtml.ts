import type { SocialProvider } from '../../server/social/SocialProvider.js'
import { escapeHtml, pageHtml } from '../stack/pageHtml.js'

/** What the sign-in page shows. */
export interface SignInPage {
  provider: SocialProvider
  /** The provider's name as people know it. */
  providerName: string
  /** The app asking: its client name, or its client id. */
  clientName: string
  /** The scopes the app asked for, as the provider's consent screen lists them. */
  scopes: string[]
  /** Where the form posts (the interaction's own URL). */
  action: string
  username?: string
  error?: string
}

/**
 * The local stand-in's sign-in and consent page: any username, no password, and the choice
 * to allow the app or cancel (which answers the app with `access_denied`).
 */
export function signInPageHtml(page: SignInPage): string {
  const scopes = page.scopes.length ? `<ul>${page.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>` : ''
  const error = page.error ? `<p class="error" role="alert" id="username-error">${escapeHtml(page.error)}</p>` : ''
  return pageHtml(
    `Sign in with ${page.providerName}`,
    `<h1>Sign in with ${escapeHtml(page.providerName)}</h1>
<p class="muted">The local stand-in for ${escapeHtml(page.providerName)}: type any username, no password needed. The same username is the same person every time.</p>
<form method="post" action="${escapeHtml(page.action)}">
<p><strong>${escapeHtml(page.clientName)}</strong> wants to know who you are and asks for:</p>
${scopes}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="64" required autofocus${page.username ? ` value="${escapeHtml(page.username)}"` : ''}${page.error ? ' aria-invalid="true" aria-describedby="username-error"' : ''}>
${error}
<div class="row">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>
</div>
</form>`,
  )
}
