import type { ReactNode } from 'react'
import { HostError } from './HostError.js'

interface HostFormProps {
  /** The form's name for assistive technology (and the tests that find it). */
  label: string
  /** The panel's heading; defaults to `label`. */
  title?: string
  /** What pressing the form's submit button does (the page does not reload). */
  onSubmit: () => void
  /** The hook's error, shown under the form's fields. */
  error: { code: string; message: string } | undefined
  /** The error's test id, where a test reads it. */
  errorTestId?: string
  children: ReactNode
}

/** One of the host's forms, drawn as a panel of the demo: a heading, the fields, then the hook's error. */
export function HostForm({ label, title = label, onSubmit, error, errorTestId, children }: HostFormProps) {
  return (
    <form
      aria-label={label}
      className="panel"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2>{title}</h2>
      {children}
      <HostError error={error} testId={errorTestId} />
    </form>
  )
}
