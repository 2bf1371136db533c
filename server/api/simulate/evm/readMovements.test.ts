import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, pad, toHex, type Address, type Hex } from 'viem'
import { eventTopics } from './eventTopics.js'
import { readApprovals } from './readApprovals.js'
import { readMovements } from './readMovements.js'

const me: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const word = (address: Address) => pad(address.toLowerCase() as Hex)
const amount = (value: bigint) => toHex(value, { size: 32 })

describe('readMovements', () => {
  it('default: ERC-20 transfers in and out sum per token; an amount that comes back cancels out', () => {
    const logs = [
      { address: token, topics: [eventTopics.transfer, word(me), word(other)], data: amount(5n) },
      { address: token, topics: [eventTopics.transfer, word(other), word(me)], data: amount(2n) },
      { address: nft, topics: [eventTopics.transfer, word(me), word(other)], data: amount(3n) },
      { address: nft, topics: [eventTopics.transfer, word(other), word(me)], data: amount(3n) },
    ]
    expect(readMovements(logs, me)).toEqual([{ token, standard: 'erc20', delta: -3n }])
  })

  it('behavior: ERC-721 by its indexed token id, ERC-1155 single and batch, and WETH deposits and withdrawals', () => {
    const logs = [
      { address: nft, topics: [eventTopics.transfer, word(other), word(me), pad('0x4')], data: '0x' as Hex },
      { address: token, topics: [eventTopics.transferSingle, word(other), word(me), word(other)], data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 2n]) },
      { address: token, topics: [eventTopics.transferBatch, word(other), word(other), word(me)], data: encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[8n, 9n], [1n, 5n]]) },
      { address: other, topics: [eventTopics.deposit, word(me)], data: amount(10n) },
      { address: other, topics: [eventTopics.withdrawal, word(me)], data: amount(4n) },
    ]
    expect(readMovements(logs, me)).toEqual([
      { token: nft, standard: 'erc721', tokenId: 4n, delta: 1n },
      { token, standard: 'erc1155', tokenId: 7n, delta: -2n },
      { token, standard: 'erc1155', tokenId: 8n, delta: 1n },
      { token, standard: 'erc1155', tokenId: 9n, delta: 5n },
      { token: other, standard: 'erc20', delta: 6n },
    ])
  })

  it('error: a log shaped like a transfer but with broken data moves nothing', () => {
    expect(readMovements([{ address: token, topics: [eventTopics.transferBatch, word(other), word(me), word(other)], data: '0x1234' }], me)).toEqual([])
  })
})

describe('readApprovals', () => {
  const called = new Set([token.toLowerCase()])

  it('default: an ERC-20 approve of the maximum is an unlimited allowance; approve(0) takes one back', () => {
    const max = (1n << 256n) - 1n
    expect(readApprovals([{ address: token, topics: [eventTopics.approval, word(me), word(other)], data: amount(max) }], me, called)).toEqual([
      { kind: 'token', via: 'approve', token, spender: other, amount: max, unlimited: true, revoked: false },
    ])
    expect(readApprovals([{ address: token, topics: [eventTopics.approval, word(me), word(other)], data: amount(0n) }], me, called)[0]).toMatchObject({ revoked: true, unlimited: false })
  })

  it('behavior: the allowance a transferFrom logs after an approve does not hide what the approve granted; a token the request never called grants nothing', () => {
    const logs = [
      { address: token, topics: [eventTopics.approval, word(me), word(other)], data: amount(30n) },
      { address: token, topics: [eventTopics.approval, word(me), word(other)], data: amount(0n) },
    ]
    expect(readApprovals(logs, me, called)).toEqual([expect.objectContaining({ amount: 30n, revoked: false })])
    expect(readApprovals(logs, me, new Set())).toEqual([])
  })

  it('behavior: ApprovalForAll over a collection, ERC-721 approval of one id, and Permit2\'s approval with its expiration', () => {
    const logs = [
      { address: nft, topics: [eventTopics.approvalForAll, word(me), word(other)], data: amount(1n) },
      { address: nft, topics: [eventTopics.approval, word(me), word(other), pad('0x2')], data: '0x' as Hex },
      { address: other, topics: [eventTopics.permit2Approval, word(me), word(token), word(other)], data: encodeAbiParameters([{ type: 'uint160' }, { type: 'uint48' }], [(1n << 160n) - 1n, 1_900_000_000]) },
    ]
    expect(readApprovals(logs, me, new Set([nft.toLowerCase()]))).toEqual([
      { kind: 'operator', via: 'setApprovalForAll', token: nft, spender: other, unlimited: true, revoked: false },
      { kind: 'nft', via: 'approve', token: nft, spender: other, tokenId: 2n, unlimited: false, revoked: false },
      { kind: 'token', via: 'permit2', token, spender: other, amount: (1n << 160n) - 1n, unlimited: true, revoked: false, deadline: 1_900_000_000 },
    ])
  })
})
