// Checked in order: many wallets also set `isMetaMask` so that older sites accept them, so
// the flag only names MetaMask once every more specific flag has been ruled out.
const flags: [flag: string, name: string][] = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isPhantom', 'Phantom'],
  ['isZerion', 'Zerion'],
  ['isFrame', 'Frame'],
  ['isTokenPocket', 'TokenPocket'],
  ['isMetaMask', 'MetaMask'],
]

/**
 * Names the legacy injected provider (`window.ethereum`) from the flags wallets set on it;
 * 'Browser Wallet' when none is recognised.
 */
export function injectedWalletName(provider: object): string {
  const record = provider as Record<string, unknown>
  return flags.find(([flag]) => record[flag] === true)?.[1] ?? 'Browser Wallet'
}
