import type { EmbeddedUser } from '../../../../adapters/embedded/protocol/embeddedUserSchema.js'
import type { FrameState } from './FrameState.js'
import { toEmbeddedUser, type ActiveSmartAccount } from './toEmbeddedUser.js'

/**
 * The signed-in user as SPEC §3 describes them on `chainId`, with the smart account when it
 * is preferred and the chain has one. SPEC §4: a smart account that cannot be opened falls
 * back to the EOA, and the network list to empty.
 */
export async function describeUser(state: FrameState, chainId: string): Promise<EmbeddedUser> {
  const { smartAccounts } = state.signing
  const [networks, account] = await Promise.all([
    smartAccounts.networks(),
    (async (): Promise<ActiveSmartAccount | undefined> => {
      if (!chainId.startsWith('eip155:')) return undefined
      const handle = await smartAccounts.active(chainId)
      return handle && { address: handle.address, deployed: await handle.isDeployed() }
    })().catch(() => undefined),
  ])
  return toEmbeddedUser(state.user!, chainId, { ...(account && { account }), enabledNetworks: networks.smartAccountEnabledNetworks })
}
