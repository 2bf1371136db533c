import { vi } from 'vitest'

export const CHAIN = 'eip155:1'
export const ETH = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
export const DUSD = `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`
export const DGLD = `${CHAIN}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`

/** The network's tokens as `GET /v1/convert/tokens` lists them. */
export const swapTokens = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'http://api.test/public/getTokenImage/ETH', eip2612: false },
  { name: 'Demo USD', symbol: 'DUSD', address: DUSD, decimals: 6, logoUri: 'http://api.test/public/getTokenImage/DUSD', eip2612: false },
  { name: 'Demo Gold', symbol: 'DGLD', address: DGLD, decimals: 18, logoUri: 'http://api.test/public/getTokenImage/DGLD', eip2612: false },
]

/** The account's balances (`GET /v1/account/…/balance`): 2 ETH and 500 DUSD, no DGLD. */
export const swapBalances = [
  { name: 'Ether', symbol: 'ETH', chainId: CHAIN, price: 3000, quantity: { decimals: '18', numeric: '2' } },
  { name: 'Demo USD', symbol: 'DUSD', chainId: CHAIN, address: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`, price: 1, quantity: { decimals: '6', numeric: '500' } },
]

/** A quote as `GET /v1/convert/quotes` answers it, for `from` → `to` with amounts in smallest units. */
export function swapQuote(overrides: Record<string, unknown> = {}) {
  return {
    source: 'uniswap-v2', kind: 'exactIn', fromAccount: ETH, toAccount: DUSD,
    fromAmount: '1000000000000000000', toAmount: '2960000000', minimumReceived: '2945200000', maximumSold: '1000000000000000000',
    slippage: 0.5, priceImpact: 0.99, lpFee: 0.3, path: [`${CHAIN}:0xc02a`, DUSD], spender: '0x0000000000000000000000000000000000000abc',
    gasPrice: '1000000000', gasEstimate: '150000', gasEstimated: true, networkFee: '150000000000000',
    ...overrides,
  }
}

type Answer = Response | Promise<Response>

/**
 * Stands in for the API's convert and balance endpoints: `handle` answers a convert path
 * (or leaves it to the defaults by returning undefined); every request is recorded.
 */
export function stubConvertApi(handle: (url: URL, body: unknown) => Answer | undefined = () => undefined) {
  const requests: { path: string; query: URLSearchParams; body: unknown }[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ path: url.pathname, query: url.searchParams, body })
    const answer = handle(url, body)
    if (answer) return answer
    switch (url.pathname) {
      case '/v1/convert/tokens': return Response.json({ tokens: swapTokens })
      case '/v1/convert/quotes': return Response.json({ quotes: [swapQuote()] })
      case '/v1/convert/allowance': return Response.json({ allowance: '0', spender: '0xabc' })
      case '/v1/convert/build-approve': return Response.json({ tx: { from: '0x1', to: DUSD.split(':')[2], data: '0x095ea7b3', value: '0', eip155: { gas: '60000', gasPrice: '1' } } })
      case '/v1/convert/build-transaction': return Response.json({ tx: { from: '0x1', to: '0x0000000000000000000000000000000000000abc', data: '0x7ff36ab5', value: '1000000000000000000', eip155: { gas: '200000', gasPrice: '1' } }, quote: swapQuote() })
    }
    if (url.pathname.endsWith('/balance')) return Response.json({ balances: swapBalances })
    return Response.json({ message: 'Not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  const of = (path: string) => requests.filter((request) => request.path === path)
  return { fetch, requests, of }
}
