/** What a provider's checkout URL may be told about the purchase. */
export interface CheckoutParams {
  address: string
  /** The purchase currency (USDC, SOL …). */
  currency: string
  /** The network's onramp name (`ethereum`, `solana` …). */
  network: string
  /** A stable id of the person for the provider (`externalCustomerId`). */
  customerId: string
}

/**
 * SPEC §4: selecting the provider named meld appends its URL parameters: the wallet, the
 * currency (SPEC §9: USDC, or SOL on Solana) and the customer id. Other providers' URLs are
 * left as the API made them.
 */
export function withProviderParams(provider: string, url: string, params: CheckoutParams): string {
  if (provider !== 'meld') return url
  const next = new URL(url)
  const currency = params.network === 'solana' ? 'SOL' : params.currency === 'USDC' || !params.currency ? 'USDC' : params.currency
  next.searchParams.set('walletAddress', params.address)
  next.searchParams.set('destinationCurrencyCode', currency)
  next.searchParams.set('externalCustomerId', params.customerId)
  return next.toString()
}
