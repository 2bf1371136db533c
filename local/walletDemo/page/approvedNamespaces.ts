/** A namespace as a proposal asks for it. */
export interface ProposedNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}

/** A namespace as the wallet approves it. */
export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** What a wallet holds per namespace: one account, the chains it serves, the methods it answers. */
export type WalletHoldings = Record<string, { address: string; chains: string[]; methods: string[] }>

/**
 * The namespaces a wallet approves for a proposal: in each proposed namespace it holds, the
 * proposed chains it serves (with its account on each), the proposed methods it answers
 * and the proposed events. Required and optional namespaces count alike, as current dapps
 * propose everything as optional. Empty when the wallet serves none of the chains.
 */
export function approvedNamespaces(
  proposal: { requiredNamespaces?: Record<string, ProposedNamespace>; optionalNamespaces?: Record<string, ProposedNamespace> },
  holdings: WalletHoldings,
): Record<string, ApprovedNamespace> {
  const approved: Record<string, ApprovedNamespace> = {}
  for (const [key, proposed] of [...Object.entries(proposal.requiredNamespaces ?? {}), ...Object.entries(proposal.optionalNamespaces ?? {})]) {
    const name = key.split(':')[0]!
    const held = holdings[name]
    if (!held) continue
    const chains = (key.includes(':') ? [key] : (proposed.chains ?? [])).filter((chain) => held.chains.includes(chain))
    if (!chains.length) continue
    const entry = (approved[name] ??= { chains: [], accounts: [], methods: [], events: [] })
    const add = (list: string[], values: string[]) => list.push(...values.filter((value) => !list.includes(value)))
    add(entry.chains, chains)
    add(entry.accounts, chains.map((chain) => `${chain}:${held.address}`))
    add(entry.methods, proposed.methods.filter((method) => held.methods.includes(method)))
    add(entry.events, proposed.events)
  }
  return approved
}
