import { describe, expect, it } from 'vitest'
import { createLedger } from './createLedger.js'
import { createRpcHandler } from './createRpcHandler.js'
import { genesisHash } from './genesisHash.js'
import { seedGenesis } from './seedGenesis.js'

function setup() {
  const ledger = createLedger()
  const genesis = seedGenesis(ledger.svm)
  const handle = createRpcHandler({ ledger, faucet: genesis.faucet, genesisHash })
  return { handle, genesis }
}

describe('createRpcHandler', () => {
  it('default: answers a request with its id and result', () => {
    const { handle, genesis } = setup()
    const address = genesis.accounts[0]!.publicKey.toBase58()
    expect(handle({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: [address] })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: { context: { slot: 0, apiVersion: '2.2.0' }, value: 1_000_000_000_000 },
    })
  })

  it('behavior: a batch gets one response per request, in order, errors included', () => {
    const { handle } = setup()
    const reply = handle([
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'noSuchMethod' },
      { jsonrpc: '2.0', id: 'c', method: 'getGenesisHash', params: [] },
    ])
    expect(reply).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 'c', result: genesisHash },
    ])
  })

  it('behavior: notifications (no id) get no response', () => {
    const { handle } = setup()
    expect(handle({ jsonrpc: '2.0', method: 'getHealth' })).toBeUndefined()
    expect(handle([{ jsonrpc: '2.0', method: 'getSlot' }])).toBeUndefined()
  })

  it('error: an unknown method is -32601, even one named like an Object property', () => {
    const { handle } = setup()
    expect(handle({ jsonrpc: '2.0', id: 1, method: 'toString' })).toMatchObject({ error: { code: -32601 } })
  })

  it('error: a malformed address or missing param is -32602', () => {
    const { handle } = setup()
    expect(handle({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] }))
      .toMatchObject({ id: 1, error: { code: -32602, message: expect.stringContaining('not a valid address') } })
    expect(handle({ jsonrpc: '2.0', id: 2, method: 'getAccountInfo', params: [] }))
      .toMatchObject({ id: 2, error: { code: -32602 } })
    expect(handle({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: { address: 'x' } }))
      .toMatchObject({ id: 3, error: { code: -32602 } })
  })

  it('error: a request that is not JSON-RPC 2.0, or an empty batch, is -32600', () => {
    const { handle } = setup()
    expect(handle({ id: 1, method: 'getHealth' })).toMatchObject({ id: 1, error: { code: -32600 } })
    expect(handle('getHealth')).toMatchObject({ id: null, error: { code: -32600 } })
    expect(handle([])).toMatchObject({ id: null, error: { code: -32600 } })
  })
})
