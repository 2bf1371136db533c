import { concat, encodeAbiParameters, numberToHex, parseAbi, type Hex, type PublicClient } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { VerifyingPaymasterOptions } from '../smartAccounts/SmartAccountChainOptions.js'
import type { PricedUserOperation, SponsoredUserOperation } from './userOperationParams.js'

const verifyingPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

// A well-formed signature by nobody (the one SimpleAccount stubs use): the paymaster's
// ECDSA.recover accepts its shape and the check then fails, which is right for a stub.
export const dummySignature: Hex = `0x${'f'.repeat(31)}0${'0'.repeat(32)}7${'a'.repeat(63)}1c`

/** ERC-7677's paymaster fields for an EntryPoint v0.7 user operation. */
export interface PaymasterFields {
  paymaster: `0x${string}`
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

/** Gas the stub proposes for the paymaster's validation; the bundler's estimate replaces it. */
const stubVerificationGas = 100_000n

const window = (validUntil: number, validAfter: number) =>
  encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])

/** Stub fields for gas estimation: right size and shape, but a signature the paymaster rejects. */
export function verifyingPaymasterStub(paymaster: VerifyingPaymasterOptions): PaymasterFields {
  return {
    paymaster: paymaster.address,
    paymasterData: concat([window(0, 0), dummySignature]),
    paymasterVerificationGasLimit: numberToHex(stubVerificationGas),
    paymasterPostOpGasLimit: numberToHex(0n),
  }
}

/**
 * Signs a sponsorship the VerifyingPaymaster accepts for exactly `op` (its gas limits and
 * fees included) until `validUntil`. The hash comes from the contract's own `getHash`, so
 * the packing is never re-implemented here.
 */
export async function signVerifyingPaymasterData(options: {
  client: PublicClient
  paymaster: VerifyingPaymasterOptions
  signer: LocalAccount
  op: PricedUserOperation
  validUntil: number
}): Promise<PaymasterFields> {
  const { client, paymaster, signer, op, validUntil } = options
  const validAfter = 0
  const packed = toPackedUserOperation({ ...withoutNulls(op), signature: '0x', paymaster: paymaster.address, paymasterData: '0x' } as UserOperation<'0.7'>)
  const hash = await client.readContract({
    address: paymaster.address,
    abi: verifyingPaymasterAbi,
    functionName: 'getHash',
    args: [packed, validUntil, validAfter],
  })
  const signature = await signer.signMessage({ message: { raw: hash } })
  return {
    paymaster: paymaster.address,
    paymasterData: concat([window(validUntil, validAfter), signature]),
    paymasterVerificationGasLimit: numberToHex(op.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(op.paymasterPostOpGasLimit),
  }
}

function withoutNulls(op: SponsoredUserOperation) {
  return { ...op, factory: op.factory ?? undefined, factoryData: op.factoryData ?? undefined }
}
