import { parseEther } from 'viem'
import type { SmartAccountChainOptions } from '../../server/api/smartAccounts/SmartAccountChainOptions.js'
import type { SponsorPolicySeed } from '../../server/api/sponsor/SponsorPolicy.js'
import type { EvmDevnet } from '../devnet/evm/startEvmDevnet.js'

/** A local chain's smart-account settings for the API: its bundler and its verifying paymaster. */
export function localSmartAccounts(devnet: EvmDevnet, bundlerUrl: string): SmartAccountChainOptions {
  const { verifyingPaymaster } = devnet.smartAccounts
  return {
    bundlerUrl,
    permissions: devnet.permissions,
    paymaster: {
      kind: 'verifying',
      address: verifyingPaymaster.address,
      entryPoint: verifyingPaymaster.entryPoint,
      signerPrivateKey: devnet.operators.paymasterSigner.privateKey,
    },
  }
}

/**
 * What the demo project sponsors on a local chain: calls to its DUSD, PASS, DGLD and the
 * Uniswap V2 router, and plain ETH sends, up to 1 ETH of gas a day. Everyone on loopback asks
 * from one address, so that address may use all of it.
 */
export function demoSponsorship(devnet: EvmDevnet): SponsorPolicySeed {
  const { token, nft, gold, uniswap } = devnet.contracts
  return {
    chainId: devnet.chainId,
    allowedTargets: [token.address, nft.address, gold.address, uniswap.router.address],
    allowNativeTransfers: true,
    dailyLimitWei: parseEther('1'),
    clientDailyLimitWei: parseEther('1'),
  }
}
