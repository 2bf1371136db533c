import type { ReactNode } from 'react'

/** One label and its value in an approval card. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="airlock-approval-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
