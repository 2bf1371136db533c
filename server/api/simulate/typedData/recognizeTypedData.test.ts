import { describe, expect, it } from 'vitest'
import { recognizeTypedData } from './recognizeTypedData.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const permit2 = { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }

describe('recognizeTypedData', () => {
  it('default: an EIP-2612 Permit lets its spender spend its value of the domain\'s token until its deadline', () => {
    expect(recognizeTypedData({ domain: { name: 'Demo USD', verifyingContract: token }, primaryType: 'Permit', message: { owner: other, spender, value: '1000', nonce: 0, deadline: '1900000000' } }))
      .toEqual([{ kind: 'token', via: 'permit', token, spender, amount: 1000n, deadline: 1900000000 }])
  })

  it('behavior: Permit2 PermitSingle and PermitBatch are allowances until each detail\'s expiration', () => {
    const details = { token, amount: '0xffffffffffffffffffffffffffffffffffffffff', expiration: 1800000000, nonce: 0 }
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitSingle', message: { details, spender, sigDeadline: 1 } }))
      .toEqual([{ kind: 'token', via: 'permit2', token, spender, amount: 2n ** 160n - 1n, deadline: 1800000000 }])
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitBatch', message: { details: [details, { ...details, token: other, amount: '5' }], spender, sigDeadline: 1 } }).map((g) => [g.token, g.amount]))
      .toEqual([[token, 2n ** 160n - 1n], [other, 5n]])
  })

  it('behavior: Permit2 transfer signatures (single, batch, with witness) let the spender take the permitted amounts once', () => {
    const message = { permitted: { token, amount: '7' }, spender, nonce: 3, deadline: 1700000000 }
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitTransferFrom', message })).toEqual([{ kind: 'token', via: 'permit2Transfer', token, spender, amount: 7n, deadline: 1700000000 }])
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitWitnessTransferFrom', message: { ...message, witness: {} } })).toHaveLength(1)
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitBatchTransferFrom', message: { ...message, permitted: [message.permitted, { token: other, amount: 1 }] } })).toHaveLength(2)
  })

  it('behavior: a request shaped like setApprovalForAll makes its operator one over the whole collection', () => {
    expect(recognizeTypedData({ domain: { verifyingContract: other }, primaryType: 'ApprovalForAll', message: { owner: token, operator: spender, approved: true, nonce: 0, deadline: 1700000000 } }))
      .toEqual([{ kind: 'operator', via: 'setApprovalForAll', token: other, spender, revoked: false, deadline: 1700000000 }])
  })

  it('behavior: DAI\'s permit allows everything or nothing; an ERC-721 permit allows one token id', () => {
    expect(recognizeTypedData({ domain: { verifyingContract: token }, primaryType: 'Permit', message: { holder: other, spender, nonce: 0, expiry: 0, allowed: true } }))
      .toEqual([{ kind: 'token', via: 'permit', token, spender, unlimitedByFlag: true, revoked: false }])
    expect(recognizeTypedData({ domain: { verifyingContract: other }, primaryType: 'Permit', message: { spender, tokenId: '4', nonce: 0, deadline: 9 } }))
      .toEqual([{ kind: 'nft', via: 'permit', token: other, spender, tokenId: 4n, deadline: 9 }])
  })

  it('error: typed data of no known shape, or with fields that are not addresses and amounts, grants nothing', () => {
    expect(recognizeTypedData({ domain: {}, primaryType: 'Mail', message: { contents: 'hi' } })).toEqual([])
    expect(recognizeTypedData({ domain: { verifyingContract: token }, primaryType: 'Permit', message: { spender: 'nobody', value: '1' } })).toEqual([])
    expect(recognizeTypedData({ domain: { verifyingContract: token }, primaryType: 'Permit', message: { spender, value: '-1' } })).toEqual([])
    expect(recognizeTypedData({ domain: permit2, primaryType: 'PermitSingle', message: { details: 'x', spender } })).toEqual([])
  })
})
