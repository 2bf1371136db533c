import { useMessages } from 'airlock/react/kit'
import catalogs from '../messages?catalogs'
import type { SendField, SendProblem } from '../SendState.js'

/** Props of `FieldError`. */
export interface FieldErrorProps {
  id: string
  field: SendField
  error: SendProblem | undefined
}

/** The message for `field`, announced when it appears; the field points to it by `id`. */
export function FieldError({ id, field, error }: FieldErrorProps) {
  const t = useMessages(catalogs)
  if (error?.field !== field) return null
  return (
    <p id={id} role="alert" className="airlock-error-text">
      {t.rich(error.id, error.values)}
    </p>
  )
}
