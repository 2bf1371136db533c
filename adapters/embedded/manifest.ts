import type { ConnectorDescriptor } from 'airlock/kit'
import type { EmbeddedConnector } from './EmbeddedConnector.js'

declare module 'airlock/kit' {
  interface ConnectorRegistry {
    embedded: EmbeddedConnector
  }
  interface ConfigExtensions {
    /** The embedded wallet's frame (its own origin), for email sign-in. Without it there is no embedded wallet. */
    frameUrl: string | undefined
    /**
     * The embedded wallet's options. `approvals`: who approves its requests that sign or move
     * assets. `'wallet'` (default): the wallet's own Approve button, from its origin, in
     * Airlock's approval view or a host's `<WalletApproval>` (which also shows what the wallet
     * decoded of a request that moves assets). `'host'`: the host's own buttons (`useApprovals`
     * `approve`), for requests of its own page only, and only where the project's record at the
     * API allows it (`hostApprovals`); any script running in the page can then approve.
     */
    embedded: { approvals?: 'wallet' | 'host' } | undefined
  }
  interface ViewRegistry {
    /** A request of the embedded wallet that needs the person's approval (SPEC §6). */
    ApproveTransaction: { requestId: string }
    /** The frame's passkey page, for a step-up or an unlock a request of the embedded wallet waits on. */
    PasskeyCheck: { checkId: string }
  }
  interface AccountState {
    /** SPEC §3: per namespace, the embedded wallet's account type in use (eoa unless a smart account is on). */
    preferredAccountTypes?: { eip155?: 'eoa' | 'smartAccount'; solana?: 'eoa' | 'smartAccount' }
    /** SPEC §3: whether the smart account is on chain yet (it deploys with its first user operation). */
    smartAccountDeployed?: boolean
    /** Whether the network the eip155 account is on has smart accounts (SPEC §3 smartAccountEnabledNetworks). */
    smartAccountAvailable?: boolean
  }
  interface AirlockEvents {
    /**
     * A request of the embedded wallet waits for the person's approval (SPEC §6): the modal
     * shows it, or a host drawing its own UI does (`useApprovals`).
     */
    'embedded:approvalRequested': { requestId: string; method: string }
    /**
     * A request of the embedded wallet waits for a passkey check (a step-up, or this device's
     * unlock): the modal shows the wallet's passkey page, or a host drawing its own UI does
     * (`usePasskeyCheck`, `<WalletPasskeyCheck>`).
     */
    'embedded:passkeyCheckRequested': { checkId: string; mode: 'verify' | 'unlock' }
    /** That check is over: held, unlocked or declined. */
    'embedded:passkeyCheckSettled': { checkId: string }
  }
  interface AlertCodes {
    IFRAME_LOAD_FAILED: true
    IFRAME_REQUEST_TIMEOUT: true
    UNVERIFIED_DOMAIN: true
    EMBEDDED_AUTH_FAILED: true
    RPC_NOT_ALLOWED: true
  }
}

/** The embedded wallet: keys in a hidden frame on its own origin (`frameUrl`), reached by email sign-in. */
export const embeddedManifest = {
  name: 'embedded',
  views: ['ApproveTransaction', 'PasskeyCheck'],
  details: () => import('./details.js'),
  config: { frameUrl: 'url', embedded: 'options' },
} satisfies ConnectorDescriptor
