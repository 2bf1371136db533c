import { Spinner } from 'airlock/react/kit'

/**
 * A security list's failure, said as an alert; with `loading` given and no failure (the list
 * not read yet), the spinner that names what loads instead.
 */
export function SecurityListError({ error, loading }: { error: string | undefined; loading?: string }) {
  if (error) {
    return (
      <p className="airlock-error-text" role="alert">
        {error}
      </p>
    )
  }
  return loading === undefined ? null : <Spinner label={loading} />
}
