import catalogs from '../messages?catalogs'
import { useImmediateMessages } from './useImmediateMessages.js'

/** A loading indicator with an accessible name. `label` defaults to 'Loading', in the person's language. */
export function Spinner({ label }: { label?: string }) {
  const t = useImmediateMessages(catalogs)
  return <span className="airlock-spinner" role="progressbar" aria-label={label ?? t('view.loading')} />
}
