import { providerError, type SessionNamespace } from 'airlock/kit'
import { toProviderError } from './toProviderError.js'
import type { WalletConnectClient } from './WalletConnectClient.js'

/**
 * Answers `wallet_switchEthereumChain` inside a session: asks the wallet to switch when it
 * approved the method (so its own screen follows), then makes the chain the one requests go
 * to. A chain the session does not hold and the wallet cannot be asked for is refused with
 * 4902, as a browser wallet refuses a chain it does not know. Resolves the CAIP-2 id.
 */
export async function switchSessionChain(
  client: WalletConnectClient,
  topic: string,
  approved: SessionNamespace,
  current: string,
  params: unknown,
): Promise<string> {
  const chainId = (params as [{ chainId?: unknown }?] | undefined)?.[0]?.chainId
  const id = typeof chainId === 'string' || typeof chainId === 'number' ? Number(chainId) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw providerError(-32602, 'wallet_switchEthereumChain needs a chainId')
  const target = `eip155:${id}`
  const inSession = approved.chains.includes(target as never)
  const canAsk = approved.methods.includes('wallet_switchEthereumChain')
  if (!inSession && !canAsk) throw providerError(4902, `The wallet did not approve ${target} in this session`)
  if (canAsk) {
    try {
      // The request's own chain must be one of the session's: the target when it is.
      await client.client.request({
        topic,
        chainId: inSession ? target : current,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${id.toString(16)}` }] },
      })
    } catch (error) {
      throw toProviderError(error)
    }
  }
  client.setDefaultChain(target)
  return target
}
