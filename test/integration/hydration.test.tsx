// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton } from 'airlock/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { connectTestAccount } from '../helpers/renderAirlock.js'

describe('hydration', () => {
  it('rule SSR: ConnectButton hydrates without mismatch even when the client already has a session', async () => {
    const app = (airlock: ReturnType<typeof createAirlock>) => (
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>
    )
    const serverHtml = renderToString(app(createAirlock({ projectId: 'ssr' })))
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)

    // The client restored a session before hydrating: the first render must still match.
    const client = createAirlock({ projectId: 'ssr' })
    connectTestAccount(client)
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container, app(client), { onRecoverableError })
    })
    // The account button's code loads after hydration (it is not part of start-up).
    await vi.waitFor(() => expect(container.textContent).toContain('0xd8dA…6045'))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(serverHtml).toContain('Connect Wallet')
  })
})
