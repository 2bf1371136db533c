import { useSession } from 'airlock/react'

/** "Signed in as …" with the session's address and expiry, when the demo runs with ?siwx. */
export function SignedIn() {
  const { session } = useSession()
  if (!session) return <p data-testid="siwx-status">Not signed in</p>
  const expires = session.data.expirationTime && new Date(session.data.expirationTime).toLocaleString()
  return (
    <p data-testid="siwx-status">
      Signed in as <code>{session.data.accountAddress}</code>
      {expires && ` until ${expires}`}
    </p>
  )
}
