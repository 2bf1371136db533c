/** What the demo server tells the page about the running local stack. */
export interface DemoConfig {
  projectId: string
  apiUrl?: string
  relayUrl?: string
  /** The embedded wallet's frame, for email sign-in. */
  frameUrl?: string
  evmRpcUrl?: string
  evmSecondRpcUrl?: string
  solanaRpcUrl?: string
  solanaWsUrl?: string
  solanaCaipNetworkId?: string
  /** The local chain with chain id 1 holding ENS: the demo's "Ethereum", and its UniversalResolver. */
  ensRpcUrl?: string
  ensUniversalResolver?: string
  /** The nonce of the page's Content-Security-Policy, when it allows nonced styles (`?csp=nonce`). */
  styleNonce?: string
  /** The local dollar token (DUSD) and who "Pay 5 DUSD" pays. */
  payToken?: string
  payRecipient?: string
  /** Where the Tips section's tips go (a dev account standing for a creator). */
  tipJar?: string
}

/** Reads the config the demo server injected into index.html. */
export function readDemoConfig(): DemoConfig {
  const element = document.getElementById('airlock-demo-config')
  const injected = element?.textContent ? (JSON.parse(element.textContent) as Partial<DemoConfig>) : {}
  return { projectId: 'airlock-demo', ...injected }
}
