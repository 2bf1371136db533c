/** The permission types the embedded wallet grants, by the name `wallet_getCapabilities` lists. */
export const permissionTypes = ['native-token-periodic', 'erc20-token-periodic', 'contract-call'] as const
/** The policy types it takes, likewise. */
export const policyTypes = ['payee', 'call-limit'] as const
