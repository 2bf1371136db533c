import type { EmbeddedUser } from '../../../../adapters/embedded/protocol/embeddedUserSchema.js'
import type { UserView } from '../../../api/embedded/readUserView.js'

/** SPEC §3 embedded wallet user for the frame's current chain. */
export function toEmbeddedUser(user: UserView, chainId: string): EmbeddedUser {
  const namespace = chainId.split(':')[0]
  const account = user.accounts.find((a) => a.namespace === namespace) ?? user.accounts[0]
  return {
    email: user.email,
    address: account?.address ?? '',
    chainId,
    accounts: user.accounts.map((a) => ({ namespace: a.namespace, address: a.address, type: 'eoa' as const })),
    ...(user.userName && { userName: user.userName }),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    smartAccountEnabledNetworks: [],
    recoveryMode: user.recoveryMode,
  }
}
