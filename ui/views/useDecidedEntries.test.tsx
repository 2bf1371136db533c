// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { definePlugin } from 'airlock'
import { describe, expect, it } from 'vitest'
import { connectTestAccount, renderAirlock } from '../../test/helpers/renderAirlock.js'

describe('useDecidedEntries (Account)', () => {
  it("rule entries a feature decides on: hidden while unknown, the feature's code loaded to decide; shown while its field is true, gone when false", async () => {
    let decide: (answer: boolean) => void = () => {}
    let setUp = false
    // A feature that says whether its action fits the account (as Swap does per network).
    const feature = definePlugin({
      name: 'decider',
      views: { Decided: async () => ({ default: () => null }) } as never,
      contributes: [{ kind: 'accountAction', id: 'decided', label: 'Decided', view: 'Decided' as never, when: 'swapsSupported' }],
      setup(context) {
        setUp = true
        decide = (answer) => context.chain.setAccount('eip155', { swapsSupported: answer })
      },
    })
    const { airlock } = renderAirlock({ plugins: [feature] })
    connectTestAccount(airlock)
    act(() => airlock.open())
    await screen.findByRole('button', { name: 'Disconnect' })
    expect(screen.queryByRole('button', { name: 'Decided' })).toBeNull()
    await waitFor(() => expect(setUp).toBe(true))
    act(() => decide(true))
    expect(await screen.findByRole('button', { name: 'Decided' })).toBeTruthy()
    act(() => decide(false))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decided' })).toBeNull())
  })
})
