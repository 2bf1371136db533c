// @vitest-environment happy-dom
// A file of its own: the shell's code, once loaded, is kept for the page, so this test needs a
// page (a module graph) where no other test has loaded it.
import { render, waitFor } from '@testing-library/react'
import { createAirlock, mainnet } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { type ReactNode, useLayoutEffect } from 'react'
import { expect, it, vi } from 'vitest'
import { makeRegistry, stubWalletApi } from '../../test/helpers/fakeApi.js'

it('behavior: the first open is asked as the first render commits, before any passive effect runs (and so before the page paints)', async () => {
  stubWalletApi(makeRegistry(30))
  const airlock = createAirlock({ projectId: 'test', apiUrl: 'http://api.test', networks: [mainnet] })
  airlock.logger.level = 'silent'
  const prepare = vi.spyOn(airlock.plugins, 'prepare')
  // A parent's layout effect runs after every layout effect below it, and before any passive one.
  let askedAtCommit: number | undefined
  function Commit({ children }: { children: ReactNode }) {
    useLayoutEffect(() => void (askedAtCommit ??= prepare.mock.calls.length), [])
    return children
  }
  render(
    <Commit>
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>
    </Commit>,
  )
  expect(askedAtCommit).toBe(1)
  // The loading it started settles inside the test.
  await waitFor(() => expect(airlock.plugins.resolved.has('Connect')).toBe(true), { timeout: 10_000 })
})
