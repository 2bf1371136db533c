// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react'
import { mainnet } from 'airlock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectTestAccount, renderAirlock, testAddress } from '../../../test/helpers/renderAirlock.js'
import { wholeText } from '../../../test/helpers/wholeText.js'

afterEach(() => vi.unstubAllGlobals())

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'

/** Opens the Activity view on an account whose history holds one send of 1,234.5 DUSD, three minutes ago. */
async function openActivity(locale?: string, transaction?: (minedAt: string) => object) {
  const minedAt = new Date(Date.now() - 3 * 60_000 - 5_000).toISOString()
  const sent = transaction?.(minedAt) ?? {
    id: 'a',
    metadata: { minedAt, chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: testAddress, sentTo: receiver },
    transfers: [{ fungible_info: { name: 'Demo USD', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '1234.5' } }],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'] })
      if (url.pathname.endsWith('/history')) return Response.json({ data: [sent], next: null })
      if (url.pathname === `/v1/contracts/eip155:1:${router.toLowerCase()}`) return Response.json({ name: 'Uniswap V2', kind: 'exchange' })
      if (url.pathname.startsWith('/v1/contracts/')) return Response.json({ name: null, kind: null })
      return Response.json({ message: 'Not found' }, { status: 404 })
    }),
  )
  const { airlock } = renderAirlock({ networks: [mainnet], apiUrl: 'http://api.test', ...(locale && { locale }) })
  connectTestAccount(airlock)
  act(() => airlock.open({ view: 'AccountActivity' }))
  const item = await screen.findByRole('listitem', {}, { timeout: 3000 })
  const month = new Date(minedAt)
  return { item, month: { year: month.getUTCFullYear(), month: month.getUTCMonth() } }
}

describe('the Activity view', () => {
  it('default: a send reads "Sent", to whom, the amount to three decimals and "3 min ago" (SPEC §9)', async () => {
    const { item, month } = await openActivity()
    expect(item.querySelector('strong')?.textContent).toBe('Sent')
    expect(within(item).getByText(wholeText('to 0x7099…79C8'))).toBeTruthy()
    expect(within(item).getByText('−1,234.500 DUSD')).toBeTruthy()
    expect(item.querySelector('time')?.textContent).toBe('3 min ago')
    // Two lines beside the amounts, each kept on one line: a shortened address never wraps.
    expect([...item.querySelectorAll('.airlock-activity-text > *')].map((line) => line.className)).toEqual(['airlock-activity-line', 'airlock-muted airlock-activity-line'])
    const heading = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month.month]
    expect(screen.getByRole('list', { name: `Transactions in ${heading} ${month.year}` })).toBeTruthy()
  })

  it('rule languages: in German the title, the receiver, the amount, the month and the relative time are German', async () => {
    const { item, month } = await openActivity('de')
    expect(item.querySelector('strong')?.textContent).toBe('Gesendet')
    expect(within(item).getByText(wholeText('an 0x7099…79C8'))).toBeTruthy()
    expect(within(item).getByText('−1.234,500 DUSD')).toBeTruthy()
    expect(item.querySelector('time')?.textContent).toBe('vor 3 Min.')
    const heading = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'][month.month]
    expect(screen.getByRole('list', { name: `Transaktionen im ${heading} ${month.year}` })).toBeTruthy()
  })

  it('behavior: a swap is one row: "Swapped", which token for which, and what left and came in, one amount to a line', async () => {
    const pool = '0xfC060C5b8A8C0e1bb6F15434288578883cAaa866'
    const { item } = await openActivity(undefined, (minedAt) => ({
      id: 'b',
      metadata: { minedAt, chain: 'eip155:1', operationType: 'trade', status: 'confirmed', sentFrom: testAddress, sentTo: pool },
      transfers: [
        { fungible_info: { name: 'Demo USD', symbol: 'DUSD' }, direction: 'out', quantity: { numeric: '100' } },
        { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.0331234' } },
      ],
    }))
    expect(item.querySelector('strong')?.textContent).toBe('Swapped')
    expect(within(item).getByText(wholeText('DUSD → ETH'))).toBeTruthy()
    expect(within(item).queryByText(/0xfC06/)).toBeNull()
    expect([...item.querySelectorAll('.airlock-activity-amount > *')].map((amount) => amount.textContent)).toEqual(['−100.000 DUSD', '+0.033 ETH'])
  })

  it('behavior: an approval reads "Approved DUSD" for the exchange by its name, with the token\'s image, and moved nothing', async () => {
    const { item } = await openActivity(undefined, (minedAt) => ({
      id: 'c',
      metadata: { minedAt, chain: 'eip155:1', operationType: 'approve', status: 'confirmed', sentFrom: testAddress, sentTo: router.toLowerCase() },
      transfers: [],
      approvals: [{ fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: 'http://api.test/public/getTokenImage/DUSD' } }, spender: router.toLowerCase(), quantity: { numeric: '150' } }],
    }))
    expect(item.querySelector('strong')?.textContent).toBe('Approved DUSD')
    await within(item).findByText(wholeText('for Uniswap V2'))
    expect(item.querySelector('img')?.getAttribute('src')).toBe('http://api.test/public/getTokenImage/DUSD')
    expect(item.querySelectorAll('.airlock-activity-amount > *')).toHaveLength(0)
  })

  it('behavior: a call that moved nothing reads "Executed" with the contract it called, by its name, not from the account itself', async () => {
    const { item } = await openActivity(undefined, (minedAt) => ({
      id: 'd',
      metadata: { minedAt, chain: 'eip155:1', operationType: 'execute', status: 'confirmed', sentFrom: testAddress, sentTo: router.toLowerCase() },
      transfers: [],
    }))
    expect(item.querySelector('strong')?.textContent).toBe('Executed')
    await within(item).findByText(wholeText('with Uniswap V2'))
    expect(within(item).queryByText(/from/)).toBeNull()
  })
})
