import { useId, useState } from 'react'
import { Icon, Spinner, useAirlockInstance, useAnnouncement, useMessages, usePluginApi, useProxyState, useViewTitle } from 'airlock/react/kit'
import { checkLabel } from '../labelRules.js'
import catalogs from '../messages?catalogs'
import { namesStyles } from '../namesStyles.js'
import { toLabel } from '../toLabel.js'
import { useNameSearch } from '../useNameSearch.js'
import { LabelRuleList } from './LabelRuleList.js'

/**
 * The RegisterName view (SPEC §2): a name field with the label rules marked as the person
 * types, availability and suggestions once typing pauses, and Register, which signs the
 * registration with the connected wallet, then says the name is the account's, with Done
 * back to Account (where the name now shows). What was typed and how its registration went
 * are kept by the controller (`names.state`), so a wallet's Approve view in the modal loses neither.
 */
export default function RegisterName() {
  const t = useMessages(catalogs)
  useViewTitle(t('names.title'))
  const airlock = useAirlockInstance()
  const names = usePluginApi('names')
  const chain = useProxyState(airlock.chain.state)
  const id = useId()
  // The field's own state keeps the caret where it is; the controller keeps the text for a return.
  const [input, setInputState] = useState(names.state.input)
  const setInput = (text: string) => {
    setInputState(text)
    names.type(text)
  }
  const { registration: submit } = useProxyState(names.state)
  const failure = names.errorOf({ registration: submit as typeof names.state.registration })
  const label = toLabel(input, names.suffix)
  const checks = checkLabel(label)
  const valid = checks.every((check) => check.ok)
  const search = useNameSearch(names, label)
  const full = `${label}${names.suffix}`
  const suggestions = search.suggestions.filter((suggestion) => suggestion !== full)
  useAnnouncement(
    submit.status === 'done' ? t('names.registered', { name: submit.name })
    : search.status === 'available' ? t('names.available', { name: full })
    : search.status === 'taken' ? t('names.taken', { name: full })
    : search.status === 'failed' && t('names.checkFailed'),
  )

  if (chain.accounts.eip155?.status !== 'connected') return <p className="airlock-muted">{t('names.noAccount')}</p>
  if (submit.status === 'done') {
    return (
      <section className="airlock-stack" aria-label={t('names.registered', { name: submit.name })} data-testid="names-result">
        <style href="airlock-names" precedence="default">
          {namesStyles}
        </style>
        <p className="airlock-names-done">
          <Icon name="check" size={20} />
          <strong>{t.rich('names.registered', { name: submit.name })}</strong>
        </p>
        <p className="airlock-muted">{t('names.registeredNote')}</p>
        <button type="button" className="airlock-primary" onClick={() => {
            names.clear()
            airlock.router.reset('Account')
          }}>
          {t('names.done')}
        </button>
      </section>
    )
  }

  // Where it stands, and a failure's words (the wallet's own, or the catalog's), are the controller's.
  const register = () => void names.register(label).catch(() => {})

  const note =
    search.status === 'checking' ? <Spinner label={t('names.checking')} />
    : search.status === 'available' ? <span data-testid="names-availability">{t.rich('names.available', { name: full })}</span>
    : search.status === 'taken' ? <span data-testid="names-availability" className="airlock-error-text">{t.rich('names.taken', { name: full })}</span>
    : search.status === 'failed' ? <span className="airlock-error-text">{t('names.checkFailed')}</span>
    : null

  return (
    <form
      className="airlock-stack"
      aria-label={t('names.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (search.status === 'available' && submit.status !== 'signing') register()
      }}
    >
      <style href="airlock-names" precedence="default">
        {namesStyles}
      </style>
      <div className="airlock-names-field">
        <label htmlFor={`${id}-input`}>{t('names.field')}</label>
        {/* A name reads left to right in every language, its suffix after it. */}
        <div className="airlock-names-input" dir="ltr">
          <input
            id={`${id}-input`}
            className="airlock-input"
            placeholder={t('names.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={input}
            aria-invalid={label !== '' && !valid}
            aria-describedby={`${id}-rules ${id}-note`}
            onChange={(event) => setInput(event.target.value)}
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
      {failure && (
        <p role="alert" className="airlock-error-text">
          {failure.message}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={search.status !== 'available' || submit.status === 'signing'}>
        {t(submit.status === 'signing' ? 'names.signing' : 'names.register')}
      </button>
      {/* Below Register: suggestions arrive with the answer that enables it, and above it would
          move it as it can be pressed. Offered for a name that cannot be had (taken, too long),
          not beside one that is available. */}
      {suggestions.length > 0 && search.status !== 'available' && (
        <div className="airlock-names-suggested">
          <span id={`${id}-suggestions`}>{t('names.suggestions')}</span>
          <ul className="airlock-names-suggestions" aria-labelledby={`${id}-suggestions`}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => setInput(toLabel(suggestion, names.suffix))}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  )
}
