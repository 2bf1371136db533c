import { describe, expect, it } from 'vitest'
import { simulationRequestOf } from './simulationRequestOf.js'

const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const calls = [{ from: smart, to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: '0', data: '0x095ea7b3' }, { from: smart, to: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707', value: '0', data: '0x18cbafe5' }]

describe('simulationRequestOf', () => {
  it('default: an EOA\'s transaction is its call from the EOA, not atomic', () => {
    const summary = { kind: 'evmTransactions' as const, chainId: 'eip155:31337', transactions: [{ from: eoa, to: eoa, value: '5' }] }
    expect(simulationRequestOf(summary, { chainId: 'eip155:31337', params: [], address: eoa })).toEqual({ chainId: 'eip155:31337', account: eoa, calls: [{ to: eoa, value: '5' }], atomic: false })
  })

  it('behavior: a smart account\'s batch (or user operation) is its calls from the account, atomic, behind its EntryPoint; an EIP-7702 batch is atomic too', () => {
    const summary = { kind: 'evmTransactions' as const, chainId: 'eip155:31337', transactions: calls, smartAccount: { address: smart, sponsored: true } }
    expect(simulationRequestOf(summary, { chainId: 'eip155:31337', params: [], address: smart, entryPoint })).toEqual({
      chainId: 'eip155:31337', account: smart, atomic: true, smartAccount: { entryPoint },
      calls: calls.map(({ to, value, data }) => ({ to, value, data })),
    })
    const delegated = { kind: 'evmTransactions' as const, chainId: 'eip155:31337', transactions: calls.map((c) => ({ ...c, from: eoa })), eip7702: { contract: smart, delegates: true } }
    expect(simulationRequestOf(delegated, { chainId: 'eip155:31337', params: [], address: eoa })).toMatchObject({ account: eoa, atomic: true })
  })

  it('behavior: typed data is simulated as the JSON it signs, on the request\'s chain; one Solana transaction as it is', () => {
    const typed = { domain: { name: 'Demo USD' }, types: { Permit: [] }, primaryType: 'Permit', message: { spender: eoa, value: '1' } }
    const summary = { kind: 'typedData' as const, address: eoa, domain: typed.domain, primaryType: 'Permit', message: typed.message }
    expect(simulationRequestOf(summary, { chainId: 'eip155:31337', params: [eoa, JSON.stringify(typed)], address: eoa })).toEqual({ chainId: 'eip155:31337', account: eoa, typedData: typed })
    const solana = { kind: 'solanaTransactions' as const, chainId: 'solana:abc', send: true, transactions: [{ instructions: [] }] }
    expect(simulationRequestOf(solana, { chainId: 'solana:abc', params: { transaction: 'AQID' }, address: 'Sol1' })).toEqual({ chainId: 'solana:abc', account: 'Sol1', transaction: 'AQID' })
  })

  it('error: a message, or several Solana transactions, have nothing to simulate', () => {
    expect(simulationRequestOf({ kind: 'message', namespace: 'eip155', address: eoa, text: 'hi', raw: '0x6869' }, { chainId: 'eip155:1', params: [], address: eoa })).toBeUndefined()
    const two = { kind: 'solanaTransactions' as const, chainId: 'solana:abc', send: false, transactions: [{ instructions: [] }, { instructions: [] }] }
    expect(simulationRequestOf(two, { chainId: 'solana:abc', params: { transactions: ['a', 'b'] }, address: 'Sol1' })).toBeUndefined()
  })
})
