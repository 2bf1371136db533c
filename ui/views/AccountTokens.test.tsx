// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { airlockDevnet, createAirlock, mainnet, type Network } from 'airlock'
import { AirlockProvider } from 'airlock/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testAddress } from '../../test/helpers/renderAirlock.js'
import AccountTokens from './AccountTokens.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The Tokens tab of an account on `network`, whose API lists 9,899.9979 ETH at $3,000. */
async function tokensOn(network: Network) {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [network.caipNetworkId] })
    const balance = { name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, price: 3000, value: 29_699_993.7, quantity: { decimals: '18', numeric: '9899.9979' } }
    return Response.json({ balances: [balance] })
  })
  const airlock = createAirlock({ projectId: 'test', apiUrl: 'http://127.0.0.1:1', networks: [network] })
  airlock.logger.level = 'silent'
  airlock.chain.setAccount('eip155', { status: 'connected', address: testAddress, caipAddress: `${network.caipNetworkId}:${testAddress}` })
  render(<AirlockProvider airlock={airlock}><AccountTokens /></AirlockProvider>)
  return screen.findByRole('list', { name: 'Tokens' })
}

describe('AccountTokens', () => {
  it('rule one amount format: the amount grouped and floored as everywhere', async () => {
    expect((await tokensOn(mainnet)).textContent).toContain('9,899.997 ETH')
  })

  it('rule no dollar value on test networks: a value on mainnet, none on the devnet', async () => {
    expect((await tokensOn(mainnet)).textContent).toContain('$29,699,993.70')
    cleanup()
    const list = await tokensOn(airlockDevnet)
    expect(list.textContent).toContain('9,899.997 ETH')
    expect(list.textContent).not.toContain('$')
  })
})
