import type { Address } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { ApiContext } from '../ApiContext.js'
import { resolveSmartAccountChain } from '../smartAccounts/resolveSmartAccountChain.js'
import { checkSponsorPolicy } from './checkSponsorPolicy.js'
import { findSponsorPolicy } from './findSponsorPolicy.js'
import { forwardToPaymasterService } from './forwardToPaymasterService.js'
import { checkOperationGas } from './checkOperationGas.js'
import { reserveSponsorship, sponsorshipLeft } from './reserveSponsorship.js'
import { settleSponsorships } from './settleSponsorships.js'
import { DEFAULT_SPONSOR_VALID_SECONDS } from './SponsorPolicy.js'
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
  /** The signed-in user of the project who asked (`readSponsoredUser`), or undefined. */
  userKey: string | undefined
  /** The client address that asked, as the rate limits count it. */
  clientKey: string
}

/**
 * Decides and answers one sponsorship. Both methods check the chain, EntryPoint, policy,
 * the signed-in user (unless the policy sponsors anyone) and calls; a stub also needs
 * something left of today's limits (the project's, the user's, the sender's, the client
 * address's). The final data is signed only for gas prices and limits within what the chain
 * charges now (`checkOperationGas`), valid for a few minutes of the chain's time, and
 * reserves the operation's maximum cost against all four limits. Signatures the chain has
 * passed unused are settled first, so they count no more. It comes from this API's verifying
 * paymaster or from the configured ERC-7677 service, the same answer either way.
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
  if (policy.requireSignIn && request.userKey === undefined) {
    throw new SponsorRefusal('SIGN_IN_REQUIRED', 'Sponsored gas is for signed-in users of this project: send their session as Authorization: Bearer')
  }
  await checkSponsorPolicy(op, served, policy, (address) => chain.client.getCode({ address }))
  const who = { userKey: request.userKey ?? null, sender: op.sender, clientKey: request.clientKey }
  await settleSponsorships(ctx.db, chain.client, projectId, chainId)

  if (stub) {
    const exhausted = await sponsorshipLeft(ctx.db, projectId, chainId, policy, who)
    if (exhausted) throw exhausted
    if (paymaster.kind === 'service') return forwardToPaymasterService(paymaster, 'pm_getPaymasterStubData', request)
    return { ...verifyingPaymasterStub(paymaster), isFinal: false }
  }

  // The route has checked that every priced field is present.
  const priced = op as PricedUserOperation
  await checkOperationGas(chain.client, priced, policy)
  const grant = { projectId, chainId, entryPoint, sender: op.sender, nonce: op.nonce, maxCostWei: maxOperationCost(priced), userKey: who.userKey, clientKey: who.clientKey }
  if (paymaster.kind === 'service') {
    const result = await forwardToPaymasterService(paymaster, 'pm_getPaymasterData', request)
    // Another service's signature may be valid for any time: it counts for the whole day.
    await reserveSponsorship(ctx.db, { ...grant, validUntil: null })
    return { ...result }
  }
  // From the later of this clock and the chain's: the EntryPoint compares it with block time.
  const chainTime = Number((await chain.client.getBlock({ blockTag: 'latest' })).timestamp)
  const validUntil = Math.max(Math.floor(Date.now() / 1000), chainTime) + (paymaster.validForSeconds ?? DEFAULT_SPONSOR_VALID_SECONDS)
  const result = await signVerifyingPaymasterData({ client: chain.client, paymaster, signer: request.signers.get(chainId)!, op: priced, validUntil })
  // Reserved only once the data exists: a failed signature or service call costs nothing.
  await reserveSponsorship(ctx.db, { ...grant, validUntil: new Date(validUntil * 1000) })
  return { ...result }
}
