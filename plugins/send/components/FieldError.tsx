import type { SendField, SendProblem } from '../SendState.js'

/** Props of `FieldError`. */
export interface FieldErrorProps {
  id: string
  field: SendField
  error: SendProblem | undefined
}

/** The message for `field`, announced when it appears; the field points to it by `id`. */
export function FieldError({ id, field, error }: FieldErrorProps) {
  if (error?.field !== field) return null
  return (
    <p id={id} role="alert" className="airlock-error-text">
      {error.message}
    </p>
  )
}
