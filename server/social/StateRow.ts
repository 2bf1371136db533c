import type { SocialProvider } from './SocialProvider.js'

/** A login in progress, as stored. */
export interface StateRow {
  state: string
  provider: SocialProvider
  code_verifier: string
  nonce: string | null
  redirect_uri: string
  binding_hash: string | null
  expires_at: Date
  return_to: string | null
  authorization_url: string | null
  browser_bound: boolean
  browser_hash: string | null
  callback_code_hash: string | null
}
