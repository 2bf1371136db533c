import { getAddress, numberToHex, type Hex } from 'viem'
import type { TransactionRequest } from 'airlock/kit'
import { erc20TransferData } from './erc20TransferData.js'

/** A transaction as `eth_sendTransaction` takes it. */
export interface EvmTransaction {
  from: `0x${string}`
  to: `0x${string}`
  value?: Hex
  data?: Hex
}

/**
 * The transaction `request` asks of `from`: with `request.token` an ERC-20
 * `transfer(to, value)` to that token contract; otherwise a native send of `value` (with
 * `data` when given).
 */
export function toEvmTransaction(from: `0x${string}`, request: TransactionRequest): EvmTransaction {
  return request.token
    ? { from, to: getAddress(request.token), data: erc20TransferData(getAddress(request.to), request.value ?? 0n) }
    : {
        from,
        to: getAddress(request.to),
        ...(request.value !== undefined && { value: numberToHex(request.value) }),
        ...(request.data && { data: request.data as Hex }),
      }
}
