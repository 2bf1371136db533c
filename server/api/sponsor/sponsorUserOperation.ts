import type { Address } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { ApiContext } from '../ApiContext.js'
import { resolveSmartAccountChain } from '../smartAccounts/resolveSmartAccountChain.js'
import { checkSponsorPolicy } from './checkSponsorPolicy.js'
import { findSponsorPolicy } from './findSponsorPolicy.js'
import { forwardToPaymasterService } from './forwardToPaymasterService.js'
import { hasSponsorshipLeft, reserveSponsorship } from './reserveSponsorship.js'
import { signVerifyingPaymasterData, verifyingPaymasterStub } from './signVerifyingPaymasterData.js'
import { SponsorRefusal } from './SponsorRefusal.js'
import { maxOperationCost, type PricedUserOperation, type SponsoredUserOperation } from './userOperationParams.js'

/** One ERC-7677 request, parsed. */
export interface SponsorRequest {
  projectId: string
  /** pm_getPaymasterStubData (for estimation) rather than pm_getPaymasterData. */
  stub: boolean
  op: SponsoredUserOperation
  entryPoint: Address
  chainId: number
  /** The params as received, for forwarding to a paymaster service unchanged. */
  rawParams: unknown[]
  /** The verifying paymasters' signers, by chain id. */
  signers: ReadonlyMap<number, LocalAccount>
}

/**
 * Decides and answers one sponsorship. Both methods check the chain, EntryPoint, policy
 * and calls; a stub also needs something left of today's limit, and the final data
 * reserves the operation's maximum cost against it. Final data comes from this API's
 * verifying paymaster or from the configured ERC-7677 service, the same answer either way.
 */
export async function sponsorUserOperation(ctx: ApiContext, request: SponsorRequest): Promise<Record<string, unknown>> {
  const { projectId, stub, op, entryPoint, chainId } = request
  const chain = ctx.evmChains.find((c) => c.chainId === chainId)
  const settings = chain && resolveSmartAccountChain(chain)
  const paymaster = settings?.paymaster
  if (!chain || !settings || !paymaster) throw new SponsorRefusal('CHAIN_NOT_SPONSORED', `Gas is not sponsored on chain ${chainId}`)
  const served = settings.entryPoints.find((e) => e.address === entryPoint)
  if (!served || (paymaster.kind === 'verifying' && paymaster.entryPoint !== entryPoint)) {
    throw new SponsorRefusal('ENTRY_POINT_NOT_SPONSORED', `User operations of EntryPoint ${entryPoint} are not sponsored on chain ${chainId}`)
  }
  const policy = await findSponsorPolicy(ctx.db, projectId, chainId)
  if (!policy) throw new SponsorRefusal('NO_POLICY', `This project sponsors no gas on chain ${chainId}`)
  checkSponsorPolicy(op, served, policy)

  if (stub) {
    if (!(await hasSponsorshipLeft(ctx.db, projectId, chainId, policy.dailyLimitWei))) {
      throw new SponsorRefusal('DAILY_LIMIT_REACHED', "This project's daily gas sponsorship is used up")
    }
    if (paymaster.kind === 'service') return forwardToPaymasterService(paymaster, 'pm_getPaymasterStubData', request)
    return { ...verifyingPaymasterStub(paymaster), isFinal: false }
  }

  // The route has checked that every priced field is present.
  const priced = op as PricedUserOperation
  const result = paymaster.kind === 'service'
    ? await forwardToPaymasterService(paymaster, 'pm_getPaymasterData', request)
    : await signVerifyingPaymasterData({
      client: chain.client,
      paymaster,
      signer: request.signers.get(chainId)!,
      op: priced,
      validUntil: Math.floor(Date.now() / 1000) + (paymaster.validForSeconds ?? 600),
    })
  // Reserved only once the data exists: a failed signature or service call costs nothing.
  await reserveSponsorship(ctx.db, { projectId, chainId, entryPoint, sender: op.sender, nonce: op.nonce, maxCostWei: maxOperationCost(priced) })
  return { ...result }
}
