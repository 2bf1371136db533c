import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import type { SimulationRequest } from '../../../../kernel/adapters/SimulationRequest.js'

/** How the approved calls run, beyond what the summary lists. */
export interface SimulationContext {
  /** The chain the request is for (CAIP-2). */
  chainId: string
  /** The approval's params, as the method carries them (typed data's JSON, a Solana transaction). */
  params: unknown
  /** The account that signs (the smart account, the EOA, the Solana account). */
  address: string
  /** The calls are one user operation of the smart account behind this EntryPoint. */
  entryPoint?: string
  /** All calls or none (`atomicRequired`, an EIP-7702 batch). */
  atomic?: boolean
}

/**
 * What the frame asks the API to simulate for an approval, built from the exact request the
 * approval covers: its EVM calls (from the account that sends them), its typed data, or its
 * one Solana transaction. A message to sign, or several Solana transactions, has none.
 */
export function simulationRequestOf(summary: ApprovalSummary, context: SimulationContext): SimulationRequest | undefined {
  switch (summary.kind) {
    case 'evmTransactions':
      return {
        chainId: summary.chainId,
        account: context.address,
        calls: summary.transactions.map((tx) => ({ ...(tx.to && { to: tx.to }), value: tx.value, ...(tx.data && { data: tx.data }) })),
        atomic: Boolean(context.atomic || context.entryPoint || summary.eip7702),
        ...(context.entryPoint && { smartAccount: { entryPoint: context.entryPoint } }),
      }
    case 'typedData': {
      const raw = Array.isArray(context.params) ? context.params[1] : undefined
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { domain?: Record<string, unknown>; types?: Record<string, unknown>; primaryType: string; message: Record<string, unknown> }
      return { chainId: context.chainId, account: context.address, typedData: { domain: typed.domain ?? {}, types: typed.types ?? {}, primaryType: typed.primaryType, message: typed.message } }
    }
    case 'solanaTransactions': {
      const transaction = (context.params as { transaction?: unknown } | null)?.transaction
      return summary.transactions.length === 1 && typeof transaction === 'string' ? { chainId: summary.chainId, account: context.address, transaction } : undefined
    }
    default:
      return undefined
  }
}
