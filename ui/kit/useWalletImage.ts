import { useAirlockInstance } from './AirlockReactContext.js'

/** A function giving a registry wallet's image URL, or undefined when no API is configured. */
export function useWalletImage(): (imageId: string | null | undefined) => string | undefined {
  const { api } = useAirlockInstance()
  return (imageId) => (imageId && api.configured ? api.url(`/getWalletImage/${encodeURIComponent(imageId)}`) : undefined)
}
