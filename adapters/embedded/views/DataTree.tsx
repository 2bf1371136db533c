/** Typed data (or any JSON value) as a nested list a person can read: each key, then its value. */
export function DataTree({ value, label }: { value: unknown; label?: string }) {
  if (value === null || typeof value !== 'object') return <span className="airlock-approval-value">{String(value)}</span>
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value)
  return (
    <ul className="airlock-approval-tree" aria-label={label}>
      {entries.map(([key, item]) => (
        <li key={key}>
          <span className="airlock-approval-key">{key}</span> <DataTree value={item} />
        </li>
      ))}
    </ul>
  )
}
