import type { AirlockConfig } from 'airlock/kit'

/** How the app presents itself to wallets. */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * The app's metadata for wallets: `config.metadata`, or what the page says of itself (its
 * title and origin) when the host gave none. Wallets show the name and check the URL.
 */
export function appMetadata(config: Pick<AirlockConfig, 'metadata'>): AppMetadata {
  if (config.metadata) return { ...config.metadata, icons: [...config.metadata.icons] }
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const title = typeof document === 'undefined' ? '' : document.title
  return { name: title || new URL(origin).host, description: '', url: origin, icons: [] }
}
