import type { FeatureSetting } from './ProjectRecord.js'

/**
 * What a project gets unless its stored settings say otherwise: every Airlock feature on,
 * with the social providers and onramp provider this server can serve.
 */
export const defaultFeatures: readonly FeatureSetting[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] },
  { id: 'swaps', isEnabled: true, config: null },
  { id: 'send', isEnabled: true, config: null },
  { id: 'receive', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: ['airlock-sandbox'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'pay', isEnabled: true, config: null },
  { id: 'siwx', isEnabled: false, config: null },
  { id: 'names', isEnabled: true, config: null },
]

/** The defaults with a project's stored overrides applied, by feature id. */
export function resolveFeatures(overrides: readonly FeatureSetting[] | null): FeatureSetting[] {
  const byId = new Map(defaultFeatures.map((f) => [f.id, f]))
  for (const f of overrides ?? []) byId.set(f.id, f)
  return [...byId.values()]
}
