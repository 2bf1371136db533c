import { useNames } from 'airlock/react'
import { useState } from 'react'
import { HostForm } from './HostForm.js'

type SearchStatus = ReturnType<typeof useNames>['search']['status']

/** What the host says of the name typed, in its own words; nothing before a name is checked. */
const statusText: Record<SearchStatus, (name: string) => string> = {
  idle: () => '',
  checking: () => 'Checking…',
  available: (name) => `${name} is available`,
  taken: (name) => `${name} is taken`,
  failed: () => 'The name could not be checked. Try again.',
}

/** The host's own name form: search as typed → the wallet's signature → the registered name. */
export function NameForm() {
  const names = useNames()
  const [label, setLabel] = useState('')
  const status = names.search.label === label ? names.search.status : 'idle'
  return (
    <HostForm
      label="Name"
      title="Choose a name"
      // The error is on names.error too, in the person's language.
      onSubmit={() => void names.register(label).catch(() => {})}
      error={names.error}
    >
      <label>
        {/* type() returns the label, its rules and whether all hold; availability follows in search. */}
        Name <input onChange={(event) => setLabel(names.type(event.target.value).label)} />
      </label>
      <span>{names.suffix}</span>
      {/* The status itself is for the host's logic (data-status), never shown as it is. */}
      <p role="status" data-testid="name-status" data-status={status}>
        {statusText[status](`${label}${names.suffix}`)}
      </p>
      <button type="submit" disabled={status !== 'available' || names.registering}>Register</button>
      {names.registered && <p data-testid="registered">{names.registered}</p>}
    </HostForm>
  )
}
