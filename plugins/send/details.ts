import type { Catalogs, Contributions, Plugin } from 'airlock/kit'

// The entries' labels in the person's language, loaded when they are first shown.
const catalogs = (): Promise<{ default: Catalogs }> => import('./messages?catalogs')

/** Account's "Send", and "Pending send" while a send the account made is not confirmed yet. */
export const contributes: Contributions = ({ chain, storage }) => [
  { kind: 'accountAction', id: 'send', label: 'Send', icon: 'send', view: 'Send', messages: { catalogs, label: 'send.action' } },
  ...((storage.get<unknown[]>(`send:pending:${chain.state.accounts[chain.state.activeNamespace]?.caipAddress}`)?.length ?? 0) > 0
    ? [{ kind: 'accountAction', id: 'send-pending', label: 'Pending send', icon: 'activity', view: 'SendStatus', messages: { catalogs, label: 'send.pendingAction' } } as const]
    : []),
]

/** The feature's code: its views and setup. */
export const load = (): Promise<{ default: Plugin }> => import('./index.js')

/** The feature's views, so the router knows whom to load for them. */
export const views = ['Send', 'SendSelectToken', 'SendPreview', 'SendStatus'] as const
