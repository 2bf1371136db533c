import { getAddress, toEventSelector, type Address } from 'viem'

/** The topics of the events a simulation reads, by what they mean. */
export const eventTopics = {
  transfer: toEventSelector('event Transfer(address indexed from, address indexed to, uint256 value)'),
  transferSingle: toEventSelector('event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)'),
  transferBatch: toEventSelector('event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)'),
  deposit: toEventSelector('event Deposit(address indexed dst, uint256 wad)'),
  withdrawal: toEventSelector('event Withdrawal(address indexed src, uint256 wad)'),
  approval: toEventSelector('event Approval(address indexed owner, address indexed spender, uint256 value)'),
  approvalForAll: toEventSelector('event ApprovalForAll(address indexed owner, address indexed operator, bool approved)'),
  permit2Approval: toEventSelector('event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)'),
  permit2Permit: toEventSelector('event Permit(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration, uint48 nonce)'),
} as const

/** The address in a 32-byte topic, lower case (for comparing). */
export const topicAddress = (topic: string | undefined): string => (topic ? `0x${topic.slice(26)}`.toLowerCase() : '')

/** The address in a 32-byte topic, checksummed (for showing). */
export const topicChecksum = (topic: string | undefined): Address => getAddress(topicAddress(topic) || '0x0000000000000000000000000000000000000000')
