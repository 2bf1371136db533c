import { Spinner } from 'airlock/react/kit'

/**
 * Where a security list (passkeys, devices) stands: its failure, said as an alert; with
 * `loading` given and no failure (the list not read yet), the spinner that names what loads;
 * otherwise nothing.
 */
export function SecurityListStatus({ error, loading }: { error: string | undefined; loading?: string }) {
  if (error) {
    return (
      <p className="airlock-error-text" role="alert">
        {error}
      </p>
    )
  }
  return loading === undefined ? null : <Spinner label={loading} />
}
