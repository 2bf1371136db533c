import type { SolanaChain } from '../chains/SolanaChain.js'
import { solanaRpc } from '../chains/solanaRpc.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** Watches Solana accounts that live-socket clients subscribed to on this instance. */
export interface SolanaWatcher {
  /** Starts (or adds a reference to) watching `owner`; resolves once what exists now is known, so only later activity is reported. */
  watch(owner: string): Promise<void>
  /** Drops a reference; the account is no longer polled when none remain. */
  unwatch(owner: string): void
  stop(): void
}

/**
 * Polls the node for new signatures touching each watched owner or its token accounts and
 * reports each new one. The Solana index lives on the node, not in the store, so each
 * instance watches only its own subscribers' accounts; no cross-instance fan-out is needed.
 */
export function createSolanaWatcher(chain: SolanaChain, onActivity: (owner: string, signature: string) => void, intervalMs = 1000): SolanaWatcher {
  const refs = new Map<string, number>()
  // Per owner: signatures already seen (bounded), undefined until the first poll sets a baseline.
  const seen = new Map<string, Set<string>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  const poll = async (owner: string) => {
    const tokenAccounts = await solanaRpc<{ value: { pubkey: string }[] }>(chain, 'getTokenAccountsByOwner', [
      owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
    const lists = await Promise.all([owner, ...tokenAccounts.value.map((a) => a.pubkey)].map((address) =>
      solanaRpc<{ signature: string; slot: number }[]>(chain, 'getSignaturesForAddress', [address, { limit: 10, commitment: 'confirmed' }])))
    const recent = lists.flat().sort((a, b) => a.slot - b.slot)
    const known = seen.get(owner)
    const next = new Set(recent.map((s) => s.signature))
    seen.set(owner, next)
    if (!known) return
    for (const s of recent) if (!known.has(s.signature)) onActivity(owner, s.signature)
  }
  const loop = async () => {
    await Promise.all([...refs.keys()].map((owner) => poll(owner).catch(() => {})))
    if (!stopped) timer = setTimeout(loop, intervalMs)
  }
  timer = setTimeout(loop, intervalMs)

  return {
    async watch(owner) {
      refs.set(owner, (refs.get(owner) ?? 0) + 1)
      if (!seen.has(owner)) await poll(owner).catch(() => {})
    },
    unwatch(owner) {
      const left = (refs.get(owner) ?? 1) - 1
      if (left > 0) return void refs.set(owner, left)
      refs.delete(owner)
      seen.delete(owner)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
