// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import { mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../../test/helpers/fakeAdapter.js'
import { renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** A stubbed API: `bob` is taken, `testAddress` has `own` (or no name), registrations succeed. */
async function openAccount(options: { own?: string; hold?: Record<string, Promise<void>> } = {}) {
  const posts: Record<string, unknown>[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = decodeURIComponent(url.pathname)
    if (path.startsWith('/v1/profile/reverse/')) return Response.json(options.own ? [{ name: options.own, addresses: {} }] : [])
    if (path.startsWith('/v1/profile/account/')) {
      const name = path.slice('/v1/profile/account/'.length)
      await options.hold?.[name]
      return name === 'bob.airlock.id' || name === 'alic.airlock.id' ? Response.json({ name, addresses: {} }) : Response.json({ message: 'Name not found' }, { status: 404 })
    }
    if (path.startsWith('/v1/profile/suggestions/')) {
      const label = path.split('/').pop()
      return Response.json({ suggestions: [{ name: `${label}1.${url.searchParams.get('zone')}`, registered: false }] })
    }
    if (path === '/v1/profile/account' && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)))
      return Response.json({ success: true })
    }
    return Response.json({ message: 'Not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  const fake = createFakeAdapter()
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test' })
  await (await rendered.airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  act(() => rendered.airlock.open())
  await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 5000 })
  return { ...rendered, ...fake, fetch, posts }
}

async function openRegisterName() {
  const opened = await openAccount()
  await opened.user.click(await screen.findByRole('button', { name: 'Choose a name' }))
  const field = await screen.findByRole('textbox', { name: 'Name' })
  return { ...opened, field }
}

const rule = (name: string) => screen.getByRole('list', { name: 'A name' }).querySelector(`[data-rule=${name}]`)!
const availability = () => screen.findByTestId('names-availability', {}, { timeout: 3000 })

describe('the RegisterName view', () => {
  it('default: a free name is signed by the wallet, posted (SPEC §7), said to be the account\'s, then shown in Account and the account button', async () => {
    const { user, field, adapter, posts } = await openRegisterName()
    await user.type(field, 'Alice')
    expect((await availability()).textContent).toBe('alice.airlock.id is available')
    // An available name is offered alone: no alternatives beside it.
    expect(screen.queryByRole('button', { name: 'alice1.airlock.id' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    // The registration ends on its result, as a send does, until Done.
    const result = await screen.findByRole('region', { name: 'alice.airlock.id is now your name' }, { timeout: 3000 })
    expect(within(result).getByRole('strong').textContent).toBe('alice.airlock.id is now your name')
    // The name set apart from the sentence, so it keeps its order in a right-to-left language.
    expect(within(result).getByRole('strong').querySelector('bdi')?.textContent).toBe('alice.airlock.id')
    await user.click(within(result).getByRole('button', { name: 'Done' }))
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
    // A text the person reads in their wallet, naming the name and the account.
    expect(vi.mocked(adapter.signMessage).mock.calls[0]![0]).toMatch(
      new RegExp(`^Register a name for your account\\n\\nName: alice\\.airlock\\.id\\nAccount: ${testAddress}\\nCoin type: 60\\nIssued at: \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\n\\n`),
    )
    expect(posts).toEqual([{ coin_type: 60, address: testAddress, message: vi.mocked(adapter.signMessage).mock.calls[0]![0], signature: '0xsigned' }])
    expect(screen.getByTitle(testAddress).textContent).toBe('alice.airlock.id')
    expect(screen.getAllByText('alice.airlock.id').length).toBeGreaterThan(1)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('rule labels: each rule is marked as the person types; a broken one blocks the lookup and Register', async () => {
    const { user, field, fetch } = await openRegisterName()
    await user.type(field, '-a_')
    expect(rule('length').getAttribute('data-ok')).toBe('true')
    expect(rule('characters').getAttribute('data-ok')).toBe('false')
    expect(rule('hyphens').getAttribute('data-ok')).toBe('false')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/v1/profile/account/'))).toBe(false)
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('behavior: a taken name says so and cannot be registered', async () => {
    const { user, field } = await openRegisterName()
    await user.type(field, 'bob')
    expect((await availability()).textContent).toBe('bob.airlock.id is taken')
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('behavior: suggestions arrive below Register, so it does not move as it becomes pressable; one pressed fills the field', async () => {
    const { user, field } = await openRegisterName()
    await user.type(field, 'bob')
    await availability()
    const register = screen.getByRole('button', { name: 'Register' })
    const suggestions = screen.getByRole('list', { name: 'Suggestions' })
    expect(register.compareDocumentPosition(suggestions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(within(suggestions).getByRole('button', { name: 'bob1.airlock.id' }))
    expect((field as HTMLInputElement).value).toBe('bob1')
    expect((await availability()).textContent).toBe('bob1.airlock.id is available')
    // Beside a name that is available, no others are offered.
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull()
  })

  it('behavior: an answer for a name no longer typed is dropped', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const opened = await openAccount({ hold: { 'alic.airlock.id': held } })
    await opened.user.click(await screen.findByRole('button', { name: 'Choose a name' }))
    const field = await screen.findByRole('textbox', { name: 'Name' })
    await opened.user.type(field, 'alic')
    await waitFor(() => expect(opened.fetch.mock.calls.some(([url]) => String(url).includes('alic.airlock.id'))).toBe(true))
    await opened.user.type(field, 'e')
    expect((await availability()).textContent).toBe('alice.airlock.id is available')
    await act(async () => release())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('names-availability').textContent).toBe('alice.airlock.id is available')
  })

  it("error: a declined signature ('Signature declined') keeps the view and the typed name, and posts nothing", async () => {
    const { user, field, adapter, posts } = await openRegisterName()
    vi.mocked(adapter.signMessage).mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await user.type(field, 'alice')
    await availability()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Signature declined/)
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('alice')
    expect(posts).toEqual([])
  })

  it("behavior: a wallet that asks Approve inside the modal (the view leaves, then comes back) still ends on the result, and a decline keeps the typed name", async () => {
    const { user, field, adapter, airlock, posts } = await openRegisterName()
    // As the embedded wallet does: its Approve view replaces RegisterName until the person answers.
    const approve = (outcome: 'approve' | 'decline') => vi.mocked(adapter.signMessage).mockImplementationOnce(async () => {
      act(() => airlock.router.push('Account'))
      await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
      act(() => airlock.router.goBack())
      if (outcome === 'decline') throw Object.assign(new Error('User rejected'), { code: 4001 })
      return '0xsigned'
    })
    approve('decline')
    await user.type(field, 'alice')
    await availability()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(/^Signature declined/)
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('alice')
    approve('approve')
    await availability()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    const result = await screen.findByRole('region', { name: 'alice.airlock.id is now your name' }, { timeout: 3000 })
    expect(posts).toHaveLength(1)
    await user.click(within(result).getByRole('button', { name: 'Done' }))
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 3000 })
    const { state } = await airlock.plugins.api('names')
    expect({ input: state.input, registration: state.registration, search: state.search.label }).toEqual({ input: '', registration: { status: 'idle' }, search: '' })
  })

  it('behavior: an account that has a name shows it where the address showed, with no action to choose one', async () => {
    await openAccount({ own: 'carol.airlock.id' })
    expect((await screen.findByTitle(testAddress)).textContent).toBe('carol.airlock.id')
    await waitFor(() => expect(screen.getByTitle(testAddress).textContent).toBe('carol.airlock.id'))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})
