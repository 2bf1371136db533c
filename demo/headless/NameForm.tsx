import { useNames } from 'airlock/react'
import { useState } from 'react'

/** The host's own name form: search as typed → the wallet's signature → the registered name. */
export function NameForm() {
  const names = useNames()
  const [label, setLabel] = useState('')
  const status = names.search.label === label ? names.search.status : 'idle'
  return (
    <form
      aria-label="Name"
      className="panel"
      onSubmit={(event) => {
        event.preventDefault()
        // The error is on names.error too, in the person's language.
        void names.register(label).catch(() => {})
      }}
    >
      <h2>Choose a name</h2>
      <label>
        {/* type() returns the label, its rules and whether all hold; availability follows in search. */}
        Name <input onChange={(event) => setLabel(names.type(event.target.value).label)} />
      </label>
      <span>{names.suffix}</span>
      <p data-testid="name-status">{status}</p>
      <button type="submit" disabled={status !== 'available' || names.registering}>Register</button>
      {names.registered && <p data-testid="registered">{names.registered}</p>}
      {names.error && <p role="alert" className="error">{names.error.code}: {names.error.message}</p>}
    </form>
  )
}
