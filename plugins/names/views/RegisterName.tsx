import { useId, useState } from 'react'
import { AirlockError, WalletError } from 'airlock'
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
 * are kept by the controller (`names.draft`), so a wallet's Approve view in the modal loses neither.
 */
export default function RegisterName() {
  const t = useMessages(catalogs)
  useViewTitle(t('names.title'))
  const airlock = useAirlockInstance()
  const names = usePluginApi('names')
  const chain = useProxyState(airlock.chain.state)
  const id = useId()
  const draft = names.draft
  // The field's own state keeps the caret where it is; the draft keeps the text for a return.
  const [input, setInputState] = useState(draft.input)
  const setInput = (text: string) => {
    setInputState(text)
    draft.input = text
  }
  const { submit } = useProxyState(draft)
  const label = toLabel(input, names.suffix)
  const checks = checkLabel(label)
  const valid = checks.every((check) => check.ok)
  const search = useNameSearch(names, label, valid)
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
          {/* A name reads left to right in every language. */}
          <strong>{t('names.registered', { name: `\u2068${submit.name}\u2069` })}</strong>
        </p>
        <p className="airlock-muted">{t('names.registeredNote')}</p>
        <button type="button" className="airlock-primary" onClick={() => {
            names.clearDraft()
            airlock.router.reset('Account')
          }}>
          {t('names.done')}
        </button>
      </section>
    )
  }

  async function register() {
    draft.submit = { status: 'signing' }
    try {
      draft.submit = { status: 'done', name: await names.register(label) }
    } catch (error) {
      const code = error instanceof AirlockError ? error.code : undefined
      if (code !== 'USER_REJECTED' && error instanceof WalletError) draft.submit = { status: 'error', text: error.shortMessage }
      else draft.submit = { status: 'error', id: code === 'USER_REJECTED' ? 'names.declined' : 'names.failed' }
    }
  }

  const note =
    search.status === 'checking' ? <Spinner label={t('names.checking')} />
    : search.status === 'available' ? <span data-testid="names-availability">{t('names.available', { name: full })}</span>
    : search.status === 'taken' ? <span data-testid="names-availability" className="airlock-error-text">{t('names.taken', { name: full })}</span>
    : search.status === 'failed' ? <span className="airlock-error-text">{t('names.checkFailed')}</span>
    : null

  return (
    <form
      className="airlock-stack"
      aria-label={t('names.title')}
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
            onChange={(event) => {
              setInput(event.target.value)
              if (submit.status === 'error') draft.submit = { status: 'idle' }
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
        <ul className="airlock-names-suggestions" aria-label={t('names.suggestions')}>
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
          {'text' in submit ? submit.text : t(submit.id)}
        </p>
      )}
      <button type="submit" className="airlock-primary" disabled={search.status !== 'available' || submit.status === 'signing'}>
        {t(submit.status === 'signing' ? 'names.signing' : 'names.register')}
      </button>
    </form>
  )
}
