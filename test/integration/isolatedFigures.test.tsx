// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { mainnet, type Simulation } from 'airlock'
import { TransactionSimulation } from 'airlock/react/kit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../helpers/fakeAdapter.js'
import { stubConvertApi } from '../helpers/fakeConvertApi.js'
import { connectTestAccount, renderAirlock, testAddress } from '../helpers/renderAirlock.js'

afterEach(() => vi.unstubAllGlobals())

// A figure: an amount with its symbol (a sign or ≈ before it), a rate, a swap's pair
// (`DUSD → ETH`, whose arrow must point the way it reads), a dollar value, a percentage, an address. In a right-to-left sentence each must stand whole in one isolate (a
// <bdi>, or an element with dir="ltr"), or the bidi algorithm moves its first number or its
// sign to the other end: "1 ETH = 1.989 DGLD" reads "ETH = 1.989 DGLD 1".
const FIGURES = [
  /\d+ [A-Z]{2,6} = [\d.,]+ [A-Z]{2,6}/g,
  /[A-Z]{2,6} → [A-Z]{2,6}/g,
  /[−+≈-]? ?\d[\d.,]* [A-Z]{2,6}\b/g,
  /[\d.,]+ US\$/g,
  /\d[\d.,]*\s?%/g,
  /0x[0-9a-fA-F]{4,}…[0-9a-fA-F]{4}|0x[0-9a-fA-F]{40}/g,
]

/** The isolate a text node stands in: the nearest `<bdi>` or element with dir="ltr" or "auto" inside `root`. */
function isolateOf(node: Node, root: Element): Element | null | undefined {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    // Read aloud (the live region), never seen: no order to keep.
    if (element.classList.contains('airlock-visually-hidden')) return null
    if (element.tagName === 'BDI' || element.getAttribute('dir') === 'ltr' || element.getAttribute('dir') === 'auto') return element
  }
  return undefined
}

/** Each figure in `root`'s text that does not stand whole inside one isolate. */
function unisolatedFigures(root: Element): string[] {
  const owners: (Element | undefined)[] = []
  let text = ''
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const isolate = isolateOf(node, root)
    if (isolate === null) continue
    for (const _ of node.textContent ?? '') owners.push(isolate)
    text += node.textContent ?? ''
  }
  const found = new Set<string>()
  const covered: boolean[] = []
  for (const pattern of FIGURES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index! + (match[0].length - match[0].trimStart().length)
      const end = match.index! + match[0].trimEnd().length
      // A longer figure already checked holds this one (a rate holds its amounts).
      if (covered[start]) continue
      for (let i = start; i < end; i++) covered[i] = true
      const [first] = [owners[start]]
      const whole = first !== undefined && owners.slice(start, end).every((owner) => owner === first || (owner !== undefined && first.contains(owner)))
      if (!whole) found.add(text.slice(start, end))
    }
  }
  return [...found]
}

const dialog = () => screen.getByRole('dialog')

/** An Arabic modal with an EVM account connected through a fake adapter on mainnet, against the stubbed swap API. */
async function arabicAccount() {
  const api = stubConvertApi()
  const fake = createFakeAdapter()
  const rendered = renderAirlock({ adapters: [fake.descriptor], networks: [mainnet], apiUrl: 'http://api.test', locale: 'ar' })
  await (await rendered.airlock.connection()).connect({ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' })
  return { ...rendered, api, fake }
}

describe('figures in a right-to-left language', () => {
  it('rule bidi: the swap form\'s rate, impact, minimum, fee and balances each stand whole, left to right', async () => {
    const { airlock, user } = await arabicAccount()
    act(() => airlock.open({ view: 'Swap' }))
    const controller = await airlock.plugins.api('swaps')
    await waitFor(() => expect(controller.state.tokens.length).toBeGreaterThan(0), { timeout: 15_000 })
    act(() => controller.selectToken('to', controller.state.tokens.find((token) => token.symbol === 'DUSD')!))
    await user.type(await screen.findByRole('textbox', { name: 'تدفع' }), '1')
    const rate = await screen.findByTestId('swap-rate', {}, { timeout: 15_000 })
    expect(rate.textContent).toBe('1 ETH = 2,960.000 DUSD')
    expect(unisolatedFigures(dialog())).toEqual([])
  })

  it('rule bidi: Pay\'s amounts, balance and shortfall in sentences and on the Buy button stand whole', async () => {
    const { airlock } = await arabicAccount()
    void airlock.pay({ recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '2', asset: 'native', network: 'eip155:1' }).catch(() => {})
    await screen.findByTestId('pay-balance', {}, { timeout: 15_000 })
    await waitFor(() => expect(dialog().textContent).toContain('0.7655 ETH'))
    expect(unisolatedFigures(dialog())).toEqual([])
  })

  it('rule bidi: a simulation\'s changes, allowances and warnings stand whole, their addresses too', async () => {
    const dusd = { standard: 'erc20' as const, address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', name: 'Demo USD', decimals: 6, logoUri: '/dusd.svg', usdPrice: 1 }
    const spender = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
    const simulation: Simulation = {
      chainId: 'eip155:1', account: testAddress, method: 'debug_traceCall', status: 'success', complete: true,
      send: [{ asset: dusd, amount: '150000000', usd: 150 }], receive: [],
      allowances: [{ kind: 'token', via: 'approve', asset: dusd, spender, amount: '150000000', unlimited: false, revoked: false }],
      warnings: [{ code: 'unlimitedAllowance', spender, symbol: 'DUSD' }],
    }
    const { container } = renderAirlock({ locale: 'ar', networks: [mainnet] }, <div dir="rtl"><TransactionSimulation state={{ status: 'done', simulation }} network={mainnet} /></div>)
    const section = await screen.findByTestId('simulation')
    expect(section.textContent).toContain('150.000 DUSD')
    expect(section.textContent).toContain('0x5FC8…5707')
    expect(unisolatedFigures(container.firstElementChild!)).toEqual([])
  })

  it('rule bidi: Activity\'s amounts and counterparts stand whole', async () => {
    const minedAt = new Date(Date.now() - 60_000).toISOString()
    vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'] })
      if (url.pathname.endsWith('/history')) {
        return Response.json({ data: [
          { id: 'a', metadata: { minedAt, chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: testAddress, sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
            transfers: [{ fungible_info: { name: 'Demo USD', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '1234.5' } }] },
          { id: 'b', metadata: { minedAt, chain: 'eip155:1', operationType: 'trade', status: 'confirmed', sentFrom: testAddress, sentTo: '0xfC060C5b8A8C0e1bb6F15434288578883cAaa866' },
            transfers: [{ fungible_info: { name: 'Demo USD', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '100' } }, { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.033' } }] },
        ], next: null })
      }
      return Response.json({ name: null, kind: null })
    }))
    const { airlock } = renderAirlock({ networks: [mainnet], apiUrl: 'http://api.test', locale: 'ar' })
    connectTestAccount(airlock)
    act(() => airlock.open({ view: 'AccountActivity' }))
    await waitFor(() => expect(dialog().querySelectorAll('.airlock-activity-item')).toHaveLength(2), { timeout: 15_000 })
    expect(dialog().textContent).toContain('−1,234.500 DUSD')
    expect(dialog().textContent).toContain('DUSD → ETH')
    expect(unisolatedFigures(dialog())).toEqual([])
  })

  it('error: the check itself finds a figure left loose in a sentence, and a rate split in two', () => {
    const root = document.createElement('div')
    root.innerHTML = '<p>تحتاج إلى 3.000 DUSD إضافية.</p><dd>1 ETH = <bdi>1.989 DGLD</bdi></dd><p><bdi dir="ltr">0.5 ETH</bdi></p>'
    expect(unisolatedFigures(root)).toEqual(['1 ETH = 1.989 DGLD', '3.000 DUSD'])
  })
})
