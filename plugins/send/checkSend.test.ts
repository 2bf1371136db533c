import { describe, expect, it } from 'vitest'
import { checkSend } from './checkSend.js'
import catalogs from './messages?catalogs'
import { initialSendState, type SendProblem, type SendState, type SendToken } from './SendState.js'

const ether: SendToken = { name: 'Ether', symbol: 'ETH', price: 2000, quantity: { decimals: '18', numeric: '1' } }
const dusd: SendToken = { name: 'Demo USD', symbol: 'DUSD', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', price: 1, quantity: { decimals: '6', numeric: '10' } }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fee = { value: 10n ** 16n, decimals: 18, symbol: 'ETH' }

function form(patch: Partial<SendState>): SendState {
  return { ...initialSendState(), token: dusd, sendTokenAmount: '1', receiverInput: receiver, receiverAddress: receiver, tokenBalances: [ether, dusd], ...patch }
}
const on = { namespace: 'eip155', unsupportedNetwork: false }
// The problem as a person reading English sees it: its field and the send catalog's words.
const check = (state: SendState, input: Parameters<typeof checkSend>[1]) => inEnglish(checkSend(state, input))
function inEnglish(problem: SendProblem | undefined) {
  return problem && { field: problem.field, message: catalogs.en[problem.id]!(problem.values) }
}

describe('checkSend', () => {
  it('default: a complete send within the balance passes', () => {
    expect(checkSend(form({}), on)).toBeUndefined()
  })

  it('behavior: the balance in a message is written for the locale', () => {
    expect(checkSend(form({ token: { ...dusd, quantity: { decimals: '6', numeric: '1234.5' } }, sendTokenAmount: '2000' }), { ...on, locale: 'de' })?.values).toEqual({ balance: '1.234,500', symbol: 'DUSD' })
  })

  it('rule unsupported chain: only eip155 and solana, and only on a supported network', () => {
    expect(check(form({}), { namespace: 'bip122', unsupportedNetwork: false })).toEqual({ field: 'form', message: 'Unsupported chain' })
    expect(check(form({}), { namespace: 'solana', unsupportedNetwork: false })).toBeUndefined()
    expect(check(form({}), { ...on, unsupportedNetwork: true })?.message).toBe('Unsupported chain')
  })

  it('rule amount and receiver required: either missing gives the one message, at the missing field', () => {
    const message = 'An amount and receiver address are required'
    expect(check(form({ sendTokenAmount: ' ' }), on)).toEqual({ field: 'amount', message })
    expect(check(form({ receiverInput: '' }), on)).toEqual({ field: 'receiver', message })
  })

  it('rule token required: "A token is required"', () => {
    expect(check(form({ token: undefined }), on)).toEqual({ field: 'token', message: 'A token is required' })
  })

  it('error: an unreadable or zero amount', () => {
    expect(check(form({ sendTokenAmount: '1.1234567' }), on)?.message).toBe('Enter an amount as a number with at most 6 decimals')
    expect(check(form({ sendTokenAmount: '0' }), on)?.message).toBe('Enter an amount above 0')
  })

  it('rule receiver per namespace: input that gives no address, or a name not yet looked up', () => {
    expect(check(form({ receiverInput: '0x12', receiverAddress: undefined }), on)?.message).toBe('Enter a valid address or a registered name')
    expect(check(form({ receiverInput: 'bob', receiverAddress: undefined }), on)?.message).toBe('No address is registered for bob')
    expect(check(form({ receiverInput: 'bob', receiverAddress: undefined, resolvingReceiver: true }), on)?.message).toBe('Looking up the name…')
  })

  it('rule amount within balance: more than the balance says how much there is', () => {
    expect(check(form({ sendTokenAmount: '10.000001' }), on)).toEqual({ field: 'amount', message: 'The amount is more than your balance of 10.000 DUSD' })
    expect(check(form({ sendTokenAmount: '10' }), on)).toBeUndefined()
  })

  it('rule fee: the native balance must cover the fee, after a native amount', () => {
    expect(check(form({ token: ether, sendTokenAmount: '0.995', networkFee: fee }), on)).toEqual({ field: 'amount', message: 'Not enough ETH left to pay the network fee' })
    expect(check(form({ token: ether, sendTokenAmount: '0.99', networkFee: fee }), on)).toBeUndefined()
    const poor = { ...ether, quantity: { decimals: '18', numeric: '0.001' } }
    expect(check(form({ tokenBalances: [poor, dusd], networkFee: fee }), on)).toEqual({ field: 'form', message: 'Not enough ETH left to pay the network fee' })
  })
})
