/** The kinds of entries on the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * The order of the Connect view's sections (SPEC §2): email, social, wallet by default;
 * wallet, email, social when injected or announced wallets are shown.
 */
export function orderConnectMethods(options: { walletsShown: boolean }): ConnectMethod[] {
  return options.walletsShown ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
