const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for an http(s) URL on this machine: the only place plain http is allowed for a provider. */
export function isLoopbackUrl(value: string): boolean {
  try {
    return loopbackHosts.has(new URL(value).hostname)
  } catch {
    return false
  }
}
