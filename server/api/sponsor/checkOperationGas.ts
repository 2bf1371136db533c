import type { PublicClient } from 'viem'
import type { SponsorPolicy } from './SponsorPolicy.js'
import { SponsorRefusal } from './SponsorRefusal.js'
import type { PricedUserOperation } from './userOperationParams.js'

/**
 * The highest `maxFeePerGas` signed: this many times the chain's current base fee plus its
 * suggested priority fee. Wallets price at 1.2 to 2 × the base fee plus a priority fee, and
 * bundlers ask up to twice the suggested priority (alto on the local chain: 2 gwei over
 * 1 gwei), so an honest operation has room for the base fee to rise for several blocks; a
 * signature at a price far above what the chain charges would pay whoever submits it (the
 * bundle's beneficiary) the difference out of the paymaster's deposit.
 */
export const MAX_FEE_MULTIPLIER = 3n

/**
 * Throws `GAS_PRICE_TOO_HIGH` (with the highest `maxFeePerGas` that would be signed) when the
 * operation's fee is past {@link MAX_FEE_MULTIPLIER} × (base fee + priority fee) of the
 * chain's latest block, and `GAS_LIMIT_TOO_HIGH` when its gas limits together pass the
 * policy's `maxGasPerOperation` or the block's gas limit.
 */
export async function checkOperationGas(client: PublicClient, op: PricedUserOperation, policy: SponsorPolicy): Promise<void> {
  const [block, priority] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }).catch(() => {
      throw new SponsorRefusal('PAYMASTER_UNAVAILABLE', "The chain's current fees could not be read; nothing was signed")
    }),
    client.request({ method: 'eth_maxPriorityFeePerGas' }).then((hex) => BigInt(hex), () => 0n),
  ])
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + op.paymasterVerificationGasLimit + op.paymasterPostOpGasLimit
  const maxGas = policy.maxGasPerOperation < block.gasLimit ? policy.maxGasPerOperation : block.gasLimit
  if (gas > maxGas) {
    throw new SponsorRefusal('GAS_LIMIT_TOO_HIGH', `The operation's gas limits add up to ${gas}, past the ${maxGas} sponsored`, { maxGas: maxGas.toString() })
  }
  const maxFeePerGas = MAX_FEE_MULTIPLIER * ((block.baseFeePerGas ?? 0n) + (priority > 0n ? priority : 1n))
  if (op.maxFeePerGas > maxFeePerGas) {
    throw new SponsorRefusal('GAS_PRICE_TOO_HIGH', `A maxFeePerGas of ${op.maxFeePerGas} is past the ${maxFeePerGas} sponsored at the chain's current fees`, { maxFeePerGas: maxFeePerGas.toString() })
  }
}
