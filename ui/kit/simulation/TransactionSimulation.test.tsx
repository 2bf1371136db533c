// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { mainnet, type Simulation, type SimulationState } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAirlock } from '../../../test/helpers/renderAirlock.js'
import { TransactionSimulation } from './TransactionSimulation.js'
import { useSimulationGate } from './useSimulationGate.js'

const spender = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const eth = { standard: 'native' as const, symbol: 'ETH', name: 'Ether', decimals: 18, logoUri: '/eth.svg', usdPrice: 3000 }
const dusd = { standard: 'erc20' as const, address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', name: 'Demo USD', decimals: 6, logoUri: '/dusd.svg', usdPrice: 1 }
const base: Simulation = { chainId: 'eip155:1', account: spender, method: 'debug_traceCall', status: 'success', send: [], receive: [], allowances: [], complete: true, warnings: [], gasUsed: '120000' }
const done = (simulation: Partial<Simulation>): SimulationState => ({ status: 'done', simulation: { ...base, ...simulation } })

afterEach(cleanup)

describe('TransactionSimulation', () => {
  it('default: what is sent and received, with dollar values, and no gas figure (the view\'s own fee says what it costs)', () => {
    renderAirlock({}, <TransactionSimulation state={done({ send: [{ asset: eth, amount: '100000000000000000', usd: 300 }], receive: [{ asset: dusd, amount: '298500123', usd: 298.500123 }] })} />)
    const section = screen.getByRole('region', { name: 'What this does' })
    expect(section.textContent).toContain('You send−0.100 ETH≈ $300.00')
    expect(section.textContent).toContain('You receive+298.500 DUSD≈ $298.50')
    expect(section.textContent).not.toMatch(/gas/i)
  })

  it('behavior: a Solana simulation reads as an EVM one, with no compute units', () => {
    const spl = { standard: 'spl' as const, address: 'solana:x:mint', symbol: 'DUSD', name: 'Demo USD', decimals: 6, logoUri: '/dusd.svg' }
    renderAirlock({}, <TransactionSimulation state={done({ method: 'simulateTransaction', gasUsed: '13630', send: [{ asset: spl, amount: '2500000' }] })} />)
    expect(screen.getByTestId('simulation-out').textContent).toBe('−2.500 DUSD')
    expect(screen.getByRole('region').textContent).not.toMatch(/compute units|13,630/i)
  })

  it('behavior: allowances read as sentences, an unlimited one with its warning naming the spender', () => {
    const allowances = [
      { kind: 'token' as const, via: 'approve' as const, asset: dusd, spender, amount: (2n ** 256n - 1n).toString(), unlimited: true, revoked: false },
      { kind: 'token' as const, via: 'permit' as const, asset: dusd, spender, amount: '250000000', unlimited: false, revoked: false, deadline: 1900000000 },
    ]
    renderAirlock({}, <TransactionSimulation state={done({ allowances, warnings: [{ code: 'unlimitedAllowance', spender, symbol: 'DUSD' }] })} />)
    const items = screen.getAllByTestId('simulation-allowance').map((item) => item.textContent)
    expect(items[0]).toBe('Lets 0x5FC8…5707 spend all your DUSD, with no limit')
    expect(items[1]).toMatch(/^Lets 0x5FC8…5707 spend 250.000 DUSD until .*2030/)
    expect(screen.getByTestId('simulation-warnings').textContent).toBe('0x5FC8…5707 may spend all of your DUSD, with no limit, until you take the allowance back.')
  })

  it('rule names: a spender the API knows reads by its name (Uniswap V2), its address one press away', async () => {
    vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
      const { pathname } = new URL(String(input))
      return Response.json(pathname === `/v1/contracts/eip155:1:${spender.toLowerCase()}` ? { name: 'Uniswap V2', kind: 'exchange' } : { name: null, kind: null })
    }))
    const allowances = [{ kind: 'token' as const, via: 'approve' as const, asset: dusd, spender, amount: '150000000', unlimited: false, revoked: false }]
    const { user } = renderAirlock({ apiUrl: 'http://api.test', networks: [mainnet] }, <TransactionSimulation network={mainnet} state={done({ allowances })} />)
    const name = await screen.findByRole('button', { name: 'Uniswap V2' })
    expect(screen.getByTestId('simulation-allowance').textContent).toBe('Lets Uniswap V2 spend 150.000 DUSD')
    expect(name.getAttribute('aria-expanded')).toBe('false')
    await user.click(name)
    expect(name.getAttribute('aria-expanded')).toBe('true')
    // In a sentence the address opens beside the name, by its ends; the whole of it is what is copied.
    expect(screen.getByTestId('simulation-allowance').textContent).toBe('Lets Uniswap V20x5FC8…5707 spend 150.000 DUSD')
    expect(screen.getByTitle(spender).textContent).toBe('0x5FC8…5707')
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    vi.unstubAllGlobals()
  })

  it('behavior: a request part of which could not be checked ahead says why, in words', () => {
    renderAirlock({}, <TransactionSimulation state={done({ complete: false })} />)
    expect(screen.getByTestId('simulation-incomplete').textContent).toBe('Some steps of this request need the ones before them to run first, so they could not be checked ahead: what they do is not shown here.')
  })

  it('behavior: a failure names its reason, a panic in the person\'s language', () => {
    const view = renderAirlock({}, <TransactionSimulation state={done({ status: 'reverted', revert: { kind: 'custom', reason: 'InsufficientBalance(from: 0x1, balance: 1, needed: 2)', call: 0 }, warnings: [{ code: 'willFail', reason: 'x' }] })} />)
    expect(screen.getByRole('alert').textContent).toBe('Will fail: InsufficientBalance(from: 0x1, balance: 1, needed: 2)')
    view.rerender(<AirlockProvider airlock={view.airlock}><TransactionSimulation state={done({ status: 'reverted', revert: { kind: 'panic', reason: '0x11', call: 0 } })} /></AirlockProvider>)
    expect(screen.getByRole('alert').textContent).toBe('Will fail: an arithmetic overflow or underflow (panic 0x11)')
  })

  it('behavior: while it runs it says so; without an answer, that it could not simulate; with nothing to simulate, nothing', () => {
    const view = renderAirlock({}, <TransactionSimulation state={{ status: 'pending' }} />)
    expect(screen.getByRole('status').textContent).toContain('Simulating…')
    view.rerender(<AirlockProvider airlock={view.airlock}><TransactionSimulation state={{ status: 'unavailable' }} /></AirlockProvider>)
    expect(screen.getByRole('status').textContent).toContain('Could not simulate this transaction')
    view.rerender(<AirlockProvider airlock={view.airlock}><TransactionSimulation state={{ status: 'none' }} /></AirlockProvider>)
    expect(screen.queryByTestId('simulation')).toBeNull()
  })
})

function Approve({ state, onConfirm }: { state: SimulationState; onConfirm: () => void }) {
  const gate = useSimulationGate(state, onConfirm)
  return (
    <>
      {gate.notice && <p role="alert">{gate.notice}</p>}
      <button type="button" onClick={gate.confirm}>{gate.label('Approve')}</button>
    </>
  )
}

describe('useSimulationGate', () => {
  const setup = (state: SimulationState) => {
    const onConfirm = vi.fn()
    const view = renderAirlock({}, <Approve state={state} onConfirm={onConfirm} />)
    const update = (next: SimulationState) => view.rerender(<AirlockProvider airlock={view.airlock}><Approve state={next} onConfirm={onConfirm} /></AirlockProvider>)
    return { onConfirm, update, press: () => act(() => fireEvent.click(screen.getByRole('button'))) }
  }

  it('default: with a clean simulation, Approve goes on at once', () => {
    const { onConfirm, press } = setup(done({}))
    press()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('rule: pressed while it runs, Approve waits for it, then goes on when it finds nothing to warn of', () => {
    const { onConfirm, update, press } = setup({ status: 'pending' })
    press()
    expect(screen.getByRole('button').textContent).toBe('Checking…')
    expect(onConfirm).not.toHaveBeenCalled()
    act(() => update(done({})))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('behavior: pressed while it runs, a request that turns out to have nothing to simulate goes on', () => {
    const { onConfirm, update, press } = setup({ status: 'pending' })
    press()
    act(() => update({ status: 'none' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('rule: pressed while it runs, a warning it finds is left to read before Approve goes on', () => {
    const { onConfirm, update, press } = setup({ status: 'pending' })
    press()
    act(() => update(done({ warnings: [{ code: 'nothingReceived' }] })))
    expect(onConfirm).not.toHaveBeenCalled()
    press()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('rule: pressed while it runs, Approve waits no longer than the simulation may take: without one it goes on', () => {
    const { onConfirm, update, press } = setup({ status: 'pending' })
    press()
    expect(onConfirm).not.toHaveBeenCalled()
    act(() => update({ status: 'unavailable' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('behavior: once the simulation is known to be unavailable, Approve goes on at once', () => {
    const { onConfirm, press } = setup({ status: 'unavailable' })
    press()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('rule: a simulated failure keeps Approve behind a second, explicit confirmation', () => {
    const { onConfirm, press } = setup(done({ status: 'reverted', revert: { kind: 'error', reason: 'nope', call: 0 } }))
    press()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('The simulation says this will fail. Continue anyway?')
    expect(screen.getByRole('button').textContent).toBe('Continue anyway')
    press()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})
