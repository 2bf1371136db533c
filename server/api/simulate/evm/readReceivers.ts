import { decodeAbiParameters, type Address, type Hex } from 'viem'
import type { NodeCall } from './EvmTrace.js'

/** The selectors of direct transfers, with where the receiver (and the sender, when it is an argument) sits. */
const transfers: Record<string, { types: readonly { type: string }[]; from?: number; to: number }> = {
  '0xa9059cbb': { types: [{ type: 'address' }, { type: 'uint256' }], to: 0 }, // transfer(address,uint256)
  '0x23b872dd': { types: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], from: 0, to: 1 }, // transferFrom
  '0x42842e0e': { types: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], from: 0, to: 1 }, // safeTransferFrom(address,address,uint256)
  '0xb88d4fde': { types: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }], from: 0, to: 1 }, // … ,bytes)
  '0xf242432a': { types: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }], from: 0, to: 1 }, // ERC-1155
  '0x2eb2c2d6': { types: [{ type: 'address' }, { type: 'address' }, { type: 'uint256[]' }, { type: 'uint256[]' }, { type: 'bytes' }], from: 0, to: 1 }, // ERC-1155 batch
}

/** What the calls say of where assets go. */
export interface CallReceivers {
  /** The receivers named by the calls themselves: a plain native send's `to`, a token transfer's recipient. */
  receivers: Address[]
  /** Every call is a plain send or a token transfer of the account's own (nothing else is asked of a contract). */
  onlyTransfers: boolean
}

/** Reads the receivers of plain sends and direct token transfers out of the calls (no chain call). */
export function readReceivers(calls: readonly NodeCall[], account: string): CallReceivers {
  const receivers: Address[] = []
  let onlyTransfers = true
  for (const call of calls) {
    if (!call.to) {
      onlyTransfers = false
      continue
    }
    if (call.data === '0x') {
      if (call.value > 0n) receivers.push(call.to)
      continue
    }
    const shape = transfers[call.data.slice(0, 10).toLowerCase()]
    try {
      if (!shape) throw new Error('not a transfer')
      const args = decodeAbiParameters(shape.types, `0x${call.data.slice(10)}` as Hex) as readonly unknown[]
      if (shape.from !== undefined && String(args[shape.from]).toLowerCase() !== account.toLowerCase()) throw new Error('not the account’s own')
      receivers.push(args[shape.to] as Address)
    } catch {
      onlyTransfers = false
    }
  }
  return { receivers: [...new Map(receivers.map((r) => [r.toLowerCase(), r])).values()], onlyTransfers }
}
