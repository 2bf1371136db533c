import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Keypair } from '@solana/web3.js'
import type { Balance } from './balances/Balance.js'
import { startApiServer, type ApiServer } from './startApiServer.js'
import { createApiClient, jsonBody, type ApiCall } from './testing/createApiClient.js'
import { hasSolanaDevnet, startTestSolana, type TestSolana } from './testing/startTestSolana.js'

const projectId = `solramp-${Math.random().toString(36).slice(2, 8)}`

describe.skipIf(!hasSolanaDevnet)('Onramp sandbox on the local Solana chain', () => {
  let sol: TestSolana
  let api: ApiServer
  let call: ApiCall
  beforeAll(async () => {
    sol = await startTestSolana()
    api = await startApiServer({ port: 0, onError: () => {}, indexer: false, onrampSandbox: true, projects: [{ id: projectId, allowedOrigins: [] }],
      solana: { rpcUrl: sol.url, caipNetworkId: sol.caipNetworkId, tokenMint: sol.tokenMint, name: 'Solana Local', faucetSecretKey: [...sol.accounts[4]!.secretKey] } })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await sol?.stop()
  })

  const buy = async (buyer: string, asset: string, paymentMethod: string, form: Record<string, string>) => {
    const res = await call('/v1/generators/onrampurl', jsonBody({ destinationWallets: [{ address: buyer, assets: [asset] }], defaultNetwork: 'solana-local', presetFiatAmount: 150, paymentMethod }))
    const { url, orderId } = (await res.json()) as { url: string; orderId: string }
    const complete = new URL(url)
    complete.pathname += '/complete'
    const page = await fetch(complete, { method: 'POST', body: new URLSearchParams(form) })
    expect(await page.text()).toContain('Purchase complete')
    return (await (await call(`/v1/onramp/orders/${orderId}`)).json()) as { status: string; txHash: string; cryptoAmount: string }
  }

  test('default: options offer SOL and DUSD on the local cluster, from the sandbox', async () => {
    const { purchaseCurrencies } = (await (await call('/v1/onramp/options')).json()) as { purchaseCurrencies: { id: string; networks: { name: string; caip_network_id: string; providers: string[] }[] }[] }
    expect(purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => `${n.name} ${n.providers.join()}`)])).toEqual([
      ['SOL', ['solana-local sandbox']], ['DUSD', ['solana-local sandbox']]])
  })

  test('behavior: SOL bought by bank and DUSD by card arrive on the cluster', async () => {
    const buyer = Keypair.generate().publicKey.toBase58()
    const sol1 = await buy(buyer, 'SOL', 'ach_bank_account', { routingNumber: '110000000', accountNumber: '000123456789' })
    const dusd = await buy(buyer, 'DUSD', 'card', { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' })
    // 150 USD less 1.5% and 0.50: 147.25 USD, so 0.981667 SOL at 150 and 147.25 DUSD.
    expect([sol1.status, sol1.cryptoAmount, dusd.status, dusd.cryptoAmount]).toEqual(['completed', '0.981667', 'completed', '147.25'])
    const { balances } = (await (await call(`/v1/account/${buyer}/balance`, { query: { chainId: sol.caipNetworkId, forceUpdate: 'x' } })).json()) as { balances: Balance[] }
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['SOL', '0.981667'], ['DUSD', '147.25']])
  }, 60_000)
})
