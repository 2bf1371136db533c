// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import type { Contribution } from 'airlock'
import { useContributionText } from 'airlock/react/kit'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/helpers/renderAirlock.js'
const english = { 'greet.action': () => 'Greet', 'greet.more': (values?: Record<string, unknown>) => `${String(values?.count)} more` }
const japanese = { 'greet.action': () => '挨拶', 'greet.more': (values?: Record<string, unknown>) => `他 ${String(values?.count)} 件` }
const lazy = () => Promise.resolve(english)
const catalogs = { en: english, es: lazy, fr: lazy, de: lazy, 'pt-BR': lazy, it: lazy, ja: () => Promise.resolve(japanese), ko: lazy, 'zh-CN': lazy, tr: lazy, ru: lazy, ar: lazy }

function Label({ contribution }: { contribution: Contribution }) {
  const { label, tag } = useContributionText(contribution)
  return <span>{`${label} / ${tag ?? ''}`}</span>
}

async function render(locale: string, contribution: Contribution) {
  cleanup()
  renderAirlock(
    { locale },
    <Suspense fallback="loading">
      <Label contribution={contribution} />
    </Suspense>,
  )
  return (await screen.findByText(/ \//)).textContent
}

afterEach(cleanup)

describe('useContributionText', () => {
  it("rule locale: a contribution's label and tag read from its plugin's catalogs in the locale", async () => {
    const contribution: Contribution = { kind: 'accountAction', id: 'greet', label: 'Greet', tag: '2 more', view: 'Connect', messages: { catalogs: () => Promise.resolve({ default: catalogs }), label: 'greet.action', tag: 'greet.more', values: { count: 2 } } }
    expect(await render('ja', contribution)).toBe('挨拶 / 他 2 件')
  })

  it('default: without messages, or when they fail to load, the English label stands', async () => {
    expect(await render('ja', { kind: 'accountAction', id: 'plain', label: 'Plain', view: 'Connect' })).toBe('Plain / ')
    const failing: Contribution = { kind: 'accountAction', id: 'failing', label: 'Failing', view: 'Connect', messages: { catalogs: () => Promise.reject(new Error('offline')), label: 'greet.action' } }
    expect(await render('ja', failing)).toBe('Failing / ')
  })
})
