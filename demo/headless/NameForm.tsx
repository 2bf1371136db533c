import { useNames } from 'airlock/react'
import { useState } from 'react'
import { HostForm } from './HostForm.js'

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
      <p data-testid="name-status">{status}</p>
      <button type="submit" disabled={status !== 'available' || names.registering}>Register</button>
      {names.registered && <p data-testid="registered">{names.registered}</p>}
    </HostForm>
  )
}
