/** A loading indicator with an accessible name. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="airlock-spinner" role="progressbar" aria-label={label} />
}
