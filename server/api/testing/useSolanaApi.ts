import { Connection, Keypair } from '@solana/web3.js'
import { afterAll, beforeAll } from 'vitest'
import { startApiServer, type ApiServer } from '../startApiServer.js'
import { createApiClient, type ApiCall } from './createApiClient.js'
import { startTestSolana, type TestSolana } from './startTestSolana.js'

/**
 * Starts the local Solana chain and an API serving it before the suite, stops both after it,
 * and hands the suite what it sends and reads with: the funded payer (the chain's first
 * account) and a fresh receiver. `indexer: false` leaves out the history indexer.
 */
export function useSolanaApi(name: string, options: { indexer?: false } = {}) {
  const projectId = `${name}-${Math.random().toString(36).slice(2, 8)}`
  const receiver = Keypair.generate()
  let sol: TestSolana
  let api: ApiServer
  let call: ApiCall
  let connection: Connection
  beforeAll(async () => {
    sol = await startTestSolana()
    connection = new Connection(sol.url, { commitment: 'confirmed', wsEndpoint: sol.wsUrl })
    api = await startApiServer({ port: 0, onError: () => {}, ...options, projects: [{ id: projectId, allowedOrigins: [] }],
      solana: { rpcUrl: sol.url, caipNetworkId: sol.caipNetworkId, tokenMint: sol.tokenMint } })
    call = createApiClient(api.url, projectId)
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await sol?.stop()
  })
  return {
    projectId,
    receiver,
    sol: () => sol,
    api: () => api,
    connection: () => connection,
    call: ((...args) => call(...args)) as ApiCall,
    payer: () => Keypair.fromSecretKey(sol.accounts[0]!.secretKey),
  }
}
