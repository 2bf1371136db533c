import type { WalletNamespace } from '../../custody/WalletNamespace.js'
import { FrameFailure } from './FrameFailure.js'
import type { FrameState } from './FrameState.js'

/** The chain the frame is on in `namespace`: the stored one while the API still serves it, else the first it serves. */
export async function currentChain(state: FrameState, namespace: WalletNamespace = 'eip155'): Promise<string> {
  const chains = (await state.chains()).filter((c) => c.startsWith(`${namespace}:`))
  const stored = state.storage.chainId(namespace)
  const chain = stored && chains.includes(stored) ? stored : chains[0]
  if (!chain) throw new FrameFailure('invalid_input', `No ${namespace} network is configured`, { rpcCode: 4901 })
  return chain
}
