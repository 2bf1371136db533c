import { ApiError } from '../../http/ApiError.js'
import { fixedUnits, toUnits } from '../decimalAmount.js'

/** How long a provider has to answer, in ms. */
export const PROVIDER_TIMEOUT_MS = 10_000

/**
 * One HTTPS call to an onramp provider's API, answered with its JSON. A provider that fails,
 * times out or answers something that is not JSON becomes a 502 with the stable code
 * `PROVIDER_UNAVAILABLE` naming the provider; what it said stays in the server's log (its
 * messages may carry account details), never in the answer.
 */
export async function callProvider<T>(provider: string, url: string, init: RequestInit, report?: (error: unknown) => void): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (cause) {
    report?.(cause)
    throw providerUnavailable(provider)
  }
  const text = await response.text()
  if (!response.ok) {
    report?.(new Error(`${provider} answered ${response.status}: ${text.slice(0, 300)}`))
    throw providerUnavailable(provider)
  }
  try {
    return JSON.parse(text) as T
  } catch (cause) {
    report?.(cause)
    throw providerUnavailable(provider)
  }
}

/** The 502 a provider's failure answers: `PROVIDER_UNAVAILABLE`, naming the provider. */
export function providerUnavailable(provider: string): ApiError {
  return new ApiError(502, `The onramp provider ${provider} did not answer`, 'provider', { code: 'PROVIDER_UNAVAILABLE' })
}

/**
 * Two decimals, as every provider takes fiat amounts: a decimal string of ours exactly
 * (rounded half up), a number a provider answered with as JavaScript writes it.
 */
export function fiatText(amount: number | string): string {
  return typeof amount === 'string' ? fixedUnits(toUnits(amount, 2), 2) : amount.toFixed(2)
}
