import { http } from 'viem'
import { createPaymasterClient, type PaymasterClient } from 'viem/account-abstraction'
import type { ApprovalTerms } from '../signing/createApprovalStore.js'
import type { SmartAccountNetwork } from './SmartAccountNetwork.js'

/**
 * Who pays a user operation's gas instead of the account: the project's sponsor (the API's
 * ERC-7677 endpoint), or the app's own ERC-7677 service named in `wallet_sendCalls`
 * (`paymasterService`), reached through the API's relay.
 */
export type Paymaster = { kind: 'project' } | { kind: 'app'; url: string; context?: Record<string, unknown> }

/** The ERC-7677 endpoint the frame calls for `paymaster` on `network`, or undefined where there is none. */
export function paymasterEndpoint(network: SmartAccountNetwork, paymaster: Paymaster): string | undefined {
  if (paymaster.kind === 'project') return network.paymasterUrl ?? undefined
  return network.paymasterServiceUrl ? `${network.paymasterServiceUrl}&service=${encodeURIComponent(paymaster.url)}` : undefined
}

/**
 * The paymaster client for `url`: the project's sponsor is asked as the signed-in user (its
 * session as `Authorization: Bearer`, the API's own origin); an app's own service, reached
 * through the API's relay, is asked as it always was.
 */
export function paymasterClientFor(url: string, paymaster: Paymaster, sessionToken: () => string | undefined): PaymasterClient {
  const token = paymaster.kind === 'project' ? sessionToken() : undefined
  return createPaymasterClient({ transport: http(url, { retryCount: 0, ...(token && { fetchOptions: { headers: { authorization: `Bearer ${token}` } } }) }) })
}

/** The paymaster an approval was shown with (held to when it runs), or undefined: the account pays. */
export function approvedPaymaster(terms: ApprovalTerms): Paymaster | undefined {
  if (terms.paymaster) return { kind: 'app', ...terms.paymaster }
  return terms.sponsored ? { kind: 'project' } : undefined
}
