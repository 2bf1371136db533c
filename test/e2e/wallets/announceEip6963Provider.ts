/** What a wallet announces about itself under EIP-6963. */
export interface Eip6963Info {
  uuid: string
  name: string
  /** A data URI. */
  icon: string
  rdns: string
}

/**
 * Announces `provider` on `target` (the page's `window`) as EIP-6963 says: once now, and
 * again on every `eip6963:requestProvider`, with a frozen detail so pages cannot alter it.
 * Returns a function that stops answering requests.
 */
export function announceEip6963Provider(target: EventTarget, info: Eip6963Info, provider: object): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
