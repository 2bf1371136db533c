import type { SolanaSessionProvider } from '../../adapters/solana/createWalletConnectSolanaSigner.js'

/** A session provider answering each method from `answers`; a function answer may throw. */
export function fakeSolanaSessionProvider(answers: Record<string, unknown | ((params: unknown) => unknown)>) {
  const requests: { method: string; params?: unknown }[] = []
  const chains: (readonly string[])[] = []
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  let released = false
  const provider: SolanaSessionProvider = {
    async request({ method, params }) {
      requests.push({ method, params })
      const answer = answers[method]
      return typeof answer === 'function' ? answer(params) : answer
    },
    on: (event, listener) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    release: async () => void (released = true),
    useChain: (ids) => {
      chains.push(ids)
      return ids[0]!
    },
  }
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))
  return { provider, requests, chains, emit, released: () => released }
}
