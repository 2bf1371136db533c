import type { WalletRecord } from './WalletRecord.js'

/** The `GET /getWallets` filters, already validated. */
export interface ListWalletsParams {
  /** 1-based. */
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  chains?: string[]
  search?: string
  badgeType?: 'certified' | 'none'
}

/**
 * Filters and pages the registry. `count` is the number of matches before paging, so a client
 * knows when its infinite scroll is done.
 */
export function listWallets(registry: readonly WalletRecord[], params: ListWalletsParams): { data: WalletRecord[]; count: number } {
  const include = params.include?.length ? new Set(params.include) : undefined
  const exclude = new Set(params.exclude ?? [])
  const search = params.search?.trim().toLowerCase()
  const matches = registry.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!params.badgeType || w.badge_type === params.badgeType) &&
      (!params.chains?.length || params.chains.some((chain) => supportsChain(w, chain))),
  )
  const start = (params.page - 1) * params.entries
  return { data: matches.slice(start, start + params.entries), count: matches.length }
}

// An EVM wallet can add any EVM network (EIP-3085), so a host's local or custom chain must
// not hide it; other namespaces have no such mechanism and match exactly.
function supportsChain(wallet: WalletRecord, chain: string): boolean {
  if (wallet.chains.includes(chain)) return true
  return chain.startsWith('eip155:') && wallet.chains.some((c) => c.startsWith('eip155:'))
}
