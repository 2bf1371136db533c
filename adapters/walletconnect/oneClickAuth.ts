import { formatMessage } from '@walletconnect/utils'
import type { AirlockContext, CaipNetworkId } from 'airlock/kit'
import type { PairWithWalletOptions } from './pairWithWallet.js'
import type { RequestedNamespace } from './WalletConnectClient.js'

/**
 * WalletConnect one-click auth (SPEC §7 authenticate) when sign-in is on and every requested
 * chain is eip155 (SPEC §5): the sign-in feature's fields for the wallet to sign as it
 * approves, and what keeps the signature as the session. Undefined otherwise, or when the
 * sign-in feature cannot be loaded (pairing then proposes a plain session).
 */
export async function oneClickAuth(context: AirlockContext, namespaces: Record<string, RequestedNamespace>): Promise<PairWithWalletOptions['authenticate']> {
  const chains = Object.values(namespaces).flatMap((namespace) => namespace.chains)
  // Sign-in is off unless the host turned it on (a context built without features has none).
  const siwxOn = (context.config.features as { siwx?: unknown } | undefined)?.siwx !== false && context.config.features !== undefined
  if (!siwxOn || !chains.length || chains.some((id) => !id.startsWith('eip155:'))) return undefined
  try {
    const siwx = await context.plugins.api('siwx')
    const fields = await siwx.oneClickRequest(chains)
    if (!fields) return undefined
    return {
      request: { ...fields, chains, methods: namespaces['eip155']?.methods ?? [] },
      async onSigned(auths) {
        const cacao = auths[0]!
        // did:pkh:eip155:{reference}:{address}
        const [, , namespace, reference, address] = cacao.p.iss.split(':')
        const message = formatMessage(cacao.p as unknown as Parameters<typeof formatMessage>[0], cacao.p.iss)
        await siwx.acceptOneClick({ chainId: `${namespace}:${reference}` as CaipNetworkId, address: address!, message, signature: cacao.s.s, cacao })
      },
    }
  } catch (error) {
    context.logger.warn('One-click sign-in is unavailable; pairing proposes a plain session', error)
    return undefined
  }
}
