import type { ChainNamespace } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'

/** Disconnects the wallet of a namespace, or of every namespace when none is given. */
export function useDisconnect(): { disconnect(options?: { namespace?: ChainNamespace }): Promise<void> } {
  const airlock = useAirlockInstance()
  return { disconnect: (options = {}) => airlock.disconnect(options.namespace) }
}
