import { type AirlockContext, createSessionListeners, providerError, type SessionProvider } from 'airlock/kit'
import type { Approvals } from './createApprovals.js'
import { showFrameAlert } from './frameAlerts.js'
import type { FrameTransport } from './protocol/createFrameTransport.js'
import { RPC_NOT_ALLOWED_MESSAGE } from './protocol/frameErrorCodes.js'
import { classifyRpcMethod, type EmbeddedNamespace } from './protocol/rpcMethodPolicy.js'
import { toProviderError } from './toProviderError.js'

/** A namespace provider of an embedded session, plus what its session needs to drive it. */
export interface EmbeddedProvider extends SessionProvider {
  emit(event: string, ...args: unknown[]): void
  /** The CAIP-2 chain requests go to now. */
  chain(): string
}

/** What one namespace provider works with. */
export interface EmbeddedProviderOptions {
  context: AirlockContext
  transport: FrameTransport
  approvals: Approvals
  /** The chain the frame is on in this namespace now (CAIP-2). */
  chain: string
  /** The CAIP-2 chains the session may use. */
  chains: () => readonly string[]
  release: () => Promise<void>
  /** Called after an approved send went out. */
  onSent?: () => void
  /** Called after the frame moved to another chain (the account may differ there: a smart account is per chain). */
  onChainChanged?: () => void
}

const toHexChain = (caip: string) => `0x${Number(caip.split(':')[1]).toString(16)}`

/**
 * The EIP-1193-shaped provider of one namespace of the embedded wallet, with SPEC §6's split:
 * safe methods go straight to the frame, methods needing approval go through the approval
 * queue (ApproveTransaction, then the frame signs), and anything else is refused with
 * 'Requested RPC call is not allowed' (4200, shown as 'Action not allowed').
 * `wallet_switchEthereumChain` moves the frame's chain and announces `chainChanged`. On
 * eip155, `sponsored(calls)` says whether the project's sponsor would pay their gas.
 */
export function createEmbeddedProvider(namespace: EmbeddedNamespace, options: EmbeddedProviderOptions): EmbeddedProvider {
  const { context, transport, approvals } = options
  const listeners = createSessionListeners()
  let chain = options.chain

  const provider: EmbeddedProvider = {
    chain: () => chain,
    async request({ method, params }) {
      try {
        if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') {
          const [target] = (Array.isArray(params) ? params : []) as { chainId?: string }[]
          const id = Number(target?.chainId)
          if (!Number.isSafeInteger(id)) throw providerError(-32602, 'wallet_switchEthereumChain needs a chainId')
          const switched = await transport.request('SWITCH_NETWORK', { chainId: `eip155:${id}` })
          if (switched.chainId !== chain) {
            chain = switched.chainId
            provider.emit('chainChanged', toHexChain(chain))
            options.onChainChanged?.()
          }
          return null
        }
        const policy = classifyRpcMethod(namespace, method)
        if (policy === 'refused') {
          showFrameAlert(context, { code: 'rpc_not_allowed' })
          throw providerError(4200, RPC_NOT_ALLOWED_MESSAGE)
        }
        const call = { chainId: chain, method, ...(params !== undefined && { params }) }
        if (policy === 'approval') {
          const result = await approvals.run(transport, call)
          if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') options.onSent?.()
          return result
        }
        return (await transport.request('RPC_REQUEST', call)).result
      } catch (error) {
        const failure = toProviderError(error)
        showFrameAlert(context, error as { code: never })
        throw failure
      }
    },
    useChain(chains) {
      const held = options.chains()
      const target = chains.find((candidate) => held.includes(candidate))
      if (!target) throw providerError(4902, `The embedded wallet does not serve ${chains[0] ?? 'that network'}`)
      chain = target
      return target
    },
    ...listeners,
    release: options.release,
    // A preview asks before anything is sent: the frame checks the calls with the sponsor as a send would.
    ...(namespace === 'eip155' && {
      async sponsored(calls: readonly { to: string; value?: bigint; data?: string }[]) {
        const list = calls.map((call) => ({ to: call.to, ...(call.value !== undefined && { value: `0x${call.value.toString(16)}` }), ...(call.data && { data: call.data }) }))
        return (await transport.request('CHECK_SPONSORSHIP', { chainId: chain, calls: list })).sponsored
      },
    }),
  }
  return provider
}
