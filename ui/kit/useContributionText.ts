import type { Airlock, Catalogs, Contribution } from '../../kit/index.js'
import { useAirlockInstance } from './AirlockReactContext.js'

// Each contribution's catalogs, once loaded, by the contribution (a plugin may make its
// contributions, loaders included, anew each time); null when they failed to load, and the
// contribution's own English stands.
const loaded = new Map<string, Catalogs | null>()
const loading = new Map<string, Promise<unknown>>()

function loadFor(key: string, messages: NonNullable<Contribution['messages']>): Promise<unknown> {
  let promise = loading.get(key)
  if (!promise) {
    promise = messages.catalogs().then(
      (module) => void loaded.set(key, module.default),
      () => void loaded.set(key, null),
    )
    loading.set(key, promise)
  }
  return promise
}

const keyOf = (contribution: Contribution) => `${contribution.kind} ${contribution.id} ${contribution.messages?.label ?? ''}`

/**
 * Loads the texts of `contributions` in the person's language ahead of their first render (the
 * modal's prefetch), so the entries show at once. Settles when they are here (never rejects).
 */
export async function preloadContributionTexts(i18n: Airlock['i18n'], contributions: readonly Contribution[]): Promise<void> {
  await Promise.all(
    contributions.map(async (contribution) => {
      if (!contribution.messages) return
      const key = keyOf(contribution)
      await loadFor(key, contribution.messages)
      const catalogs = loaded.get(key)
      if (catalogs) await i18n.load(catalogs)
    }),
  )
}

/** A contribution's label in the person's language (see `useContributionText`). */
export function ContributionLabel({ contribution }: { contribution: Contribution }): string {
  return useContributionText(contribution).label
}

/**
 * A contribution's label and tag in the person's language: through its `messages` (the
 * plugin's catalogs, loaded when first shown; the component suspends meanwhile), else its own
 * `label` and `tag`.
 */
export function useContributionText(contribution: Contribution): { label: string; tag: string | undefined } {
  const { i18n } = useAirlockInstance()
  const messages = contribution.messages
  if (!messages) return { label: contribution.label, tag: contribution.tag }
  const key = keyOf(contribution)
  const catalogs = loaded.get(key)
  if (catalogs === null) return { label: contribution.label, tag: contribution.tag }
  if (!catalogs) throw loadFor(key, messages)
  if (!i18n.ready(catalogs)) throw i18n.load(catalogs)
  return {
    label: i18n.t(catalogs, messages.label, messages.values),
    tag: messages.tag ? i18n.t(catalogs, messages.tag, messages.values) : contribution.tag,
  }
}
