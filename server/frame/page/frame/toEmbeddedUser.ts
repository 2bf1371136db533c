import type { EmbeddedUser } from '../../../../adapters/embedded/protocol/embeddedUserSchema.js'
import type { UserView } from '../../../api/embedded/readUserView.js'

/** The user's smart account on the chain, when it is the active account there. */
export interface ActiveSmartAccount {
  address: string
  deployed: boolean
}

/**
 * SPEC §3 embedded wallet user for the frame's current chain. With a smart account active,
 * the eip155 entry is that account (type `smartAccount`); otherwise every entry is the EOA.
 * `preferredAccountTypes` is the type in use per namespace (SPEC §4: `eoa` wherever a smart
 * account is not active), `preferredAccountType` its eip155 entry.
 */
export function toEmbeddedUser(user: UserView, chainId: string, smart?: { account?: ActiveSmartAccount; enabledNetworks: number[] }): EmbeddedUser {
  const namespace = chainId.split(':')[0]
  const active = smart?.account
  const accounts = user.accounts.map((a) =>
    a.namespace === 'eip155' && active
      ? { namespace: a.namespace, address: active.address, type: 'smartAccount' as const }
      : { namespace: a.namespace, address: a.address, type: 'eoa' as const },
  )
  const account = accounts.find((a) => a.namespace === namespace) ?? accounts[0]
  const eoa = user.accounts.find((a) => a.namespace === 'eip155')?.address
  return {
    email: user.email,
    address: account?.address ?? '',
    chainId,
    accounts,
    ...(eoa && { eoaAddress: eoa }),
    ...(user.userName && { userName: user.userName }),
    preferredAccountType: active ? 'smartAccount' : 'eoa',
    preferredAccountTypes: Object.fromEntries(accounts.map((a) => [a.namespace, a.type])),
    smartAccountDeployed: active?.deployed ?? false,
    smartAccountEnabledNetworks: smart?.enabledNetworks ?? [],
    recoveryMode: user.recoveryMode,
    secondFactor: user.secondFactor,
  }
}
