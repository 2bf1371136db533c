import { RetryNotice, Spinner } from 'airlock/react/kit'

/**
 * Where a security list (passkeys, devices) stands: its failure, said as an alert (with
 * `onRetry`, the list could not be read at all: the whole view says so, with Try again); with
 * `loading` given and no failure (the list not read yet), the spinner that names what loads;
 * otherwise nothing.
 */
export function SecurityListStatus({ error, loading, onRetry }: { error: string | undefined; loading?: string; onRetry?: () => void }) {
  if (error && onRetry) return <RetryNotice place="view" message={error} onRetry={onRetry} />
  if (error) {
    return (
      <p className="airlock-error-text" role="alert">
        {error}
      </p>
    )
  }
  return loading === undefined ? null : <Spinner label={loading} />
}
