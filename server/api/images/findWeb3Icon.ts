import { networks, tokens, wallets } from '@web3icons/common'

/** The kinds of artwork the icon set has. */
export type Web3IconKind = 'wallets' | 'networks' | 'tokens'

// Names compare without case, spaces or punctuation, and without a trailing "wallet", so
// "Trust Wallet", "trust wallet" and "Trust" are one.
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/wallet$/, '')

const byKind = {
  wallets: new Map<string, string>(),
  networks: new Map<string, string>(),
  tokens: new Map<string, string>(),
}
for (const w of wallets) {
  if (!w.variants.includes('branded')) continue
  for (const name of [w.id, w.name]) if (!byKind.wallets.has(key(name))) byKind.wallets.set(key(name), w.id)
}
for (const n of networks) {
  if (!n.variants.includes('branded')) continue
  const file = n.filePath.slice('network:'.length)
  if (n.caip2id && !byKind.networks.has(n.caip2id)) byKind.networks.set(n.caip2id, file)
}
// The most held token of a symbol wins it; addresses name their token on any chain.
for (const t of [...tokens].sort((a, b) => (a.marketCapRank ?? Infinity) - (b.marketCapRank ?? Infinity))) {
  if (!t.variants.includes('branded')) continue
  const file = t.filePath.slice('token:'.length)
  if (!byKind.tokens.has(t.symbol.toUpperCase())) byKind.tokens.set(t.symbol.toUpperCase(), file)
  for (const address of Object.values(t.addresses)) if (address?.startsWith('0x')) byKind.tokens.set(address.toLowerCase(), file)
}

/**
 * The file of the icon set's branded artwork for a wallet (by name), a network (by CAIP-2 id)
 * or a token (by symbol, or by contract address), or undefined when the set has none. The
 * answer is always a name from the set's own metadata, never the input.
 */
export function findWeb3Icon(kind: Web3IconKind, id: string): string | undefined {
  if (kind === 'wallets') return byKind.wallets.get(key(id))
  if (kind === 'networks') return byKind.networks.get(id)
  return byKind.tokens.get(id.startsWith('0x') ? id.toLowerCase() : id.toUpperCase())
}

const cache = new Map<string, Promise<string | undefined>>()

/** The SVG text of a file {@link findWeb3Icon} named, loaded once. */
export function loadWeb3Icon(kind: Web3IconKind, file: string): Promise<string | undefined> {
  const path = `${kind}/branded/${file}`
  let svg = cache.get(path)
  if (!svg) {
    svg = import(`@web3icons/core/svgs/${path}.svg.js`).then((m: { default: string }) => m.default, () => undefined)
    cache.set(path, svg)
  }
  return svg
}
