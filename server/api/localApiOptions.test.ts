import { describe, expect, test } from 'vitest'
import { localApiOptions } from './localApiOptions.js'

const account = (n: number) => ({ address: `0x${String(n).repeat(40)}` as const, privateKey: `0x${String(n).repeat(64)}` as const })
const contracts = { token: { address: account(1).address }, nft: { address: account(2).address }, pool: { address: account(3).address } }

describe('localApiOptions', () => {
  test('default: the demo project and both chains, the faucet on the last dev account', () => {
    const options = localApiOptions({
      projectId: 'airlock-demo', allowedOrigins: ['http://127.0.0.1:5173'], port: 0,
      evm: { url: 'http://127.0.0.1:8545', chainId: 31337, accounts: [account(1), account(2), account(9)], contracts },
      solana: { url: 'http://127.0.0.1:8899', caipNetworkId: 'solana:abc', tokenMint: 'Mint' },
    })
    expect(options).toMatchObject({
      port: 0,
      projects: [{ id: 'airlock-demo', allowedOrigins: ['http://127.0.0.1:5173'] }],
      evm: { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337, contracts, faucetPrivateKey: account(9).privateKey },
      solana: { rpcUrl: 'http://127.0.0.1:8899', caipNetworkId: 'solana:abc', tokenMint: 'Mint' },
    })
  })

  test('behavior: without chains the API runs without them', () => {
    const options = localApiOptions({ projectId: 'p', allowedOrigins: [] })
    expect(options.evm).toBeUndefined()
    expect(options.solana).toBeUndefined()
  })
})
