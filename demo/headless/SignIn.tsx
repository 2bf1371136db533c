import { useSiwx } from 'airlock/react'
import { HostError } from './HostError.js'

/** The host's own sign-in prompt: message → the wallet's signature → a session the API keeps. */
export function SignIn() {
  const siwx = useSiwx()
  if (siwx.isSignedIn) {
    return (
      <section aria-label="Sign in" className="panel">
        <h2>Signed in</h2>
        <p className="signature" data-testid="siwx-token">{siwx.session?.token}</p>
      </section>
    )
  }
  if (!siwx.needed && !siwx.error) return null
  return (
    <section aria-label="Sign in" className="panel">
      <h2>Sign in</h2>
      {siwx.needed && <button type="button" disabled={siwx.signing} onClick={() => void siwx.signIn()}>Sign in with your wallet</button>}
      <HostError error={siwx.error} />
    </section>
  )
}
