import type { PaymasterServiceOptions } from '../smartAccounts/SmartAccountChainOptions.js'
import { SponsorRefusal } from './SponsorRefusal.js'

/**
 * Asks another ERC-7677 paymaster service for stub or final data, with the params as the
 * client sent them, once this API's own policy has allowed the operation. The service's
 * refusal or failure becomes `PAYMASTER_UNAVAILABLE`; its URL never reaches the client.
 */
export async function forwardToPaymasterService(
  service: PaymasterServiceOptions,
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData',
  request: { rawParams: unknown[] },
): Promise<Record<string, unknown>> {
  let body: { result?: unknown; error?: { message?: unknown } }
  try {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: request.rawParams }),
      signal: AbortSignal.timeout(15_000),
    })
    body = (await response.json()) as typeof body
  } catch {
    throw new SponsorRefusal('PAYMASTER_UNAVAILABLE', 'The paymaster service did not answer')
  }
  if (!body.result || typeof body.result !== 'object') {
    const detail = typeof body.error?.message === 'string' ? body.error.message.slice(0, 200) : 'no result'
    throw new SponsorRefusal('PAYMASTER_UNAVAILABLE', `The paymaster service declined: ${detail}`)
  }
  return body.result as Record<string, unknown>
}
