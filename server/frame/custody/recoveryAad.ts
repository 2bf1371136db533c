/**
 * The associated data every envelope is bound to, so a sealed share of one account cannot
 * be passed off as another's (or as the other namespace's).
 */
export function recoveryAad(namespace: string, address: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(`airlock-recovery-share/v1|${namespace}|${namespace === 'eip155' ? address.toLowerCase() : address}`))
}
