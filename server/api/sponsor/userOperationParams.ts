import { getAddress, type Hex } from 'viem'
import { z } from 'zod'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity').transform((v) => BigInt(v))
const bytes = z.string().max(200_000).regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'expected hex bytes').transform((v) => v as Hex)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an 0x address').transform((v) => getAddress(v))

/** An EntryPoint v0.7/v0.8 user operation as ERC-7677 sends it; gas fields may still be missing in a stub request. */
const userOperation = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: bytes.nullish(),
  callData: bytes,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
  signature: bytes.optional(),
}).refine((op) => op.maxFeePerGas === undefined || op.maxPriorityFeePerGas === undefined || op.maxPriorityFeePerGas <= op.maxFeePerGas, {
  message: 'must not be more than maxFeePerGas',
  path: ['maxPriorityFeePerGas'],
})

/** `[userOp, entryPoint, chainId, context]`, the params of pm_getPaymasterStubData and pm_getPaymasterData. */
export const paymasterParams = z.tuple([userOperation, address, quantity]).rest(z.unknown())

/** A parsed ERC-7677 user operation. */
export type SponsoredUserOperation = z.output<typeof userOperation>

/** The gas fields a signed sponsorship covers, all present. */
export type PricedUserOperation = SponsoredUserOperation &
  Required<Pick<SponsoredUserOperation, 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'>>

/** The fields pm_getPaymasterData needs that a stub request may leave out. */
export const pricedFields = [
  'callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit', 'paymasterPostOpGasLimit',
] as const

/** The first gas field `op` lacks, or undefined when it can be priced and signed. */
export function missingPricedField(op: SponsoredUserOperation): (typeof pricedFields)[number] | undefined {
  return pricedFields.find((field) => op[field] === undefined)
}

/**
 * The most the EntryPoint can charge the paymaster for `op` (its required prefund): every
 * gas limit at the maximum fee. The daily limit counts this, so it is never exceeded.
 */
export function maxOperationCost(op: PricedUserOperation): bigint {
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + op.paymasterVerificationGasLimit + op.paymasterPostOpGasLimit
  return gas * op.maxFeePerGas
}

