// The server half runs without a DOM, as a Next.js server render does.
import { createAirlock } from 'airlock'
import { AirlockProvider, ConnectButton, NetworkButton } from 'airlock/react'
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
})
