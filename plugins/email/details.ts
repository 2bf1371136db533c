import type { Catalogs, Contributions, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/**
 * Email sign-in on Connect; for a signed-in email user, the wallet's own actions on Account,
 * with the smart-account switch on eip155 where the network has smart accounts (always back
 * to the regular account).
 */
export const contributes: Contributions = ({ config, chain: { state } }) => {
  if (!config.frameUrl) return []
  const account = state.accounts[state.activeNamespace]
  if (account?.connectedWalletInfo?.identifier != 'embedded') return [{ kind: 'connectMethod', method: 'email', id: 'email', label: 'Continue with Email', icon: 'mail', view: 'EmailLogin', messages: { catalogs, label: 'email.connect' } }]
  const smart = account.preferredAccountTypes?.eip155 == 'smartAccount'
  return [
    { kind: 'accountAction', id: 'email', label: 'Email & keys', icon: 'mail', view: 'EmailWallet', messages: { catalogs, label: 'email.action' } },
    ...(state.activeNamespace == 'eip155' && (smart || account.smartAccountAvailable)
      ? [{ kind: 'accountAction', id: 'accountType', label: smart ? 'Use regular account' : 'Use smart account', icon: 'wallet', view: 'AccountTypeSwitch', data: { type: smart ? 'eoa' : 'smartAccount' }, messages: { catalogs, label: smart ? 'email.accountType.useRegular' : 'email.accountType.useSmart' } } as const]
      : []),
  ]
}

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['EmailLogin', 'EmailWallet', 'EmailUpdate', 'EmailRecovery', 'AccountTypeSwitch'] as const
