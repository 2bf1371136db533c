// The server half runs without a DOM, as a Next.js server render does.
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton, NetworkButton } from 'airlock/react'
import { Icon, Spinner } from 'airlock/react/kit'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('default: importing and rendering touches no browser global', () => {
    expect(typeof window).toBe('undefined')
    const airlock = createAirlock({ projectId: 'ssr' })
    const html = renderToString(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
        <NetworkButton />
      </AirlockProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
  })

  it('behavior: the kit renders on the server too', () => {
    const html = renderToString(
      <>
        <Spinner label="Loading tokens" />
        <Icon name="star" />
      </>,
    )
    expect(html).toContain('aria-label="Loading tokens"')
    expect(html).toContain('<svg')
  })
})
