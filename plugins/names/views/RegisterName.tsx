import { useId, useState } from 'react'
import { AirlockError, WalletError } from 'airlock'
import { Spinner, useAirlockInstance, useAnnouncement, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { checkLabel } from '../labelRules.js'
import { messages } from '../messages.js'
import { namesStyles } from '../namesStyles.js'
import { toLabel } from '../toLabel.js'
import { useNameSearch } from '../useNameSearch.js'
import { LabelRuleList } from './LabelRuleList.js'

type Submit = { status: 'idle' | 'signing' } | { status: 'error'; message: string }

/**
 * The RegisterName view (SPEC §2): a name field with the label rules marked as the person
 * types, availability and suggestions once typing pauses, and Register, which signs the
 * registration with the connected wallet and returns to Account with the name shown.
 */
export default function RegisterName() {
  useViewTitle(messages.title)
  const airlock = useAirlockInstance()
  const names = usePluginApi('names')
  const chain = useProxyState(airlock.chain.state)
  const id = useId()
  const [input, setInput] = useState('')
  const [submit, setSubmit] = useState<Submit>({ status: 'idle' })
  const label = toLabel(input, names.suffix)
  const checks = checkLabel(label)
  const valid = checks.every((check) => check.ok)
  const search = useNameSearch(names, label, valid)
  const full = `${label}${names.suffix}`
  const suggestions = search.suggestions.filter((suggestion) => suggestion !== full)
  useAnnouncement(
    search.status === 'available' ? messages.available(full)
    : search.status === 'taken' ? messages.taken(full)
    : search.status === 'failed' && messages.checkFailed,
  )

  if (chain.accounts.eip155?.status !== 'connected') return <p className="airlock-muted">{messages.noAccount}</p>

  async function register() {
    setSubmit({ status: 'signing' })
    try {
      await names.register(label)
      airlock.router.reset('Account')
    } catch (error) {
      const code = error instanceof AirlockError ? error.code : undefined
      const message = code === 'USER_REJECTED' ? messages.declined : error instanceof WalletError ? error.shortMessage : messages.failed
      setSubmit({ status: 'error', message })
    }
  }

  const note =
    search.status === 'checking' ? <Spinner label={messages.checking} />
    : search.status === 'available' ? <span data-testid="names-availability">{messages.available(full)}</span>
    : search.status === 'taken' ? <span data-testid="names-availability" className="airlock-error-text">{messages.taken(full)}</span>
    : search.status === 'failed' ? <span className="airlock-error-text">{messages.checkFailed}</span>
    : null

  return (
    <form
      className="airlock-stack"
      aria-label={messages.title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (search.status === 'available' && submit.status !== 'signing') void register()
      }}
    >
      <style href="airlock-names" precedence="default">
        {namesStyles}
      </style>
      <div className="airlock-names-field">
        <label htmlFor={`${id}-input`}>{messages.field}</label>
        <div className="airlock-names-input">
          <input
            id={`${id}-input`}
            className="airlock-input"
            placeholder={messages.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={input}
            aria-invalid={label !== '' && !valid}
            aria-describedby={`${id}-rules ${id}-note`}
            onChange={(event) => {
              setInput(event.target.value)
              if (submit.status === 'error') setSubmit({ status: 'idle' })
            }}
          />
          <span className="airlock-names-suffix" aria-hidden="true">
            {names.suffix}
          </span>
        </div>
      </div>
      <LabelRuleList id={`${id}-rules`} checks={checks} judged={label !== ''} />
      <p id={`${id}-note`} className="airlock-names-note">
        {note}
      </p>
      {suggestions.length > 0 && (
        <ul className="airlock-names-suggestions" aria-label={messages.suggestionsHeading}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" onClick={() => setInput(toLabel(suggestion, names.suffix))}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      {submit.status === 'error' && (
        <p role="alert" className="airlock-error-text">
          {submit.message}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={search.status !== 'available' || submit.status === 'signing'}>
        {submit.status === 'signing' ? messages.signing : messages.register}
      </button>
    </form>
  )
}
