import type { ApprovalTerms } from '../signing/createApprovalStore.js'
import type { PaymasterServiceCapability } from '../signing/readSendCallsRequest.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import { checkSponsorship } from './checkSponsorship.js'
import type { SmartAccountHandle } from './openSmartAccount.js'
import type { Paymaster } from './Paymaster.js'
import type { SmartAccountCall } from './SmartAccountCall.js'

/** Who will pay the gas, as the approval records it and shows it. */
export interface PaymasterChoice {
  terms: Pick<ApprovalTerms, 'sponsored' | 'paymaster'>
  sponsored: boolean
  /** The origin of the app's own paymaster service, when it pays. */
  sponsor?: string
}

/**
 * Chooses who pays the smart account's gas for `calls`. An app's own ERC-7677 service
 * (`paymasterService`) comes first: it must be one the project lists (`allowed`, origins) and
 * accept the calls. When it cannot pay and the app made it optional, the project's sponsor
 * is asked as for any send; when it was required, the batch is refused (EIP-5792's 5700),
 * never sent at the account's cost.
 */
export async function choosePaymaster(
  handle: SmartAccountHandle,
  calls: readonly SmartAccountCall[],
  service: PaymasterServiceCapability | undefined,
  allowed: readonly string[],
): Promise<PaymasterChoice> {
  if (service) {
    const origin = new URL(service.url).origin
    const listed = allowed.includes(origin)
    const app: Paymaster = { kind: 'app', url: service.url, ...(service.context && { context: service.context }) }
    if (listed && (await checkSponsorship(handle, calls, app))) {
      return { terms: { paymaster: { url: service.url, ...(service.context && { context: service.context }) } }, sponsored: true, sponsor: origin }
    }
    if (!service.optional) {
      const message = listed ? `The app's paymaster service ${origin} declined these calls` : `The paymaster service ${origin} is not allowed for this app`
      throw new FrameFailure('unsupported', message, { rpcCode: 5700 })
    }
  }
  const sponsored = await checkSponsorship(handle, calls)
  return { terms: { sponsored }, sponsored }
}
