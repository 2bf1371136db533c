import { Spinner } from 'airlock/react/kit'

/**
 * Where a security list (passkeys, devices) stands: its failure, said as an alert (with
 * `retry`, the list could not be read at all: a button asks again, labelled `retry.label`);
 * with `loading` given and no failure (the list not read yet), the spinner that names what
 * loads; otherwise nothing.
 */
export function SecurityListStatus({ error, loading, retry }: { error: string | undefined; loading?: string; retry?: { label: string; onRetry: () => void } }) {
  if (error && retry) {
    return (
      <div className="airlock-stack" role="alert">
        <p className="airlock-error-text">{error}</p>
        <button type="button" className="airlock-secondary" onClick={retry.onRetry}>
          {retry.label}
        </button>
      </div>
    )
  }
  if (error) {
    return (
      <p className="airlock-error-text" role="alert">
        {error}
      </p>
    )
  }
  return loading === undefined ? null : <Spinner label={loading} />
}
