/**
 * Whether `relayUrl` is the public WalletConnect network (also when none is configured: the
 * client then uses it). Only there does the hosted Verify service vouch for the app's
 * domain to wallets; a local or self-hosted relay has no such service to wait for.
 */
export function isPublicRelay(relayUrl: string | undefined): boolean {
  if (!relayUrl) return true
  try {
    return /(^|\.)walletconnect\.(org|com)$/.test(new URL(relayUrl).hostname)
  } catch {
    return false
  }
}
