// Schemes that would run code or read local data in the page instead of opening an app.
const unsafe = /^(javascript|data|vbscript|file|blob):/i

/**
 * The link that opens a wallet's app on the pairing `uri`: `{base}wc?uri={encoded uri}`,
 * for scheme links (`wallet://`) and universal links (`https://…`) alike. A base written
 * without `://` gets one, and a trailing `/` is added where missing. Links the registry
 * sends with a scheme that could run code in the page are refused (undefined).
 *
 * @example
 * walletConnectLink('metamask://', 'wc:ab@2?…') // 'metamask://wc?uri=wc%3Aab%402%3F…'
 */
export function walletConnectLink(base: string, uri: string): string | undefined {
  let root = base.trim()
  if (!root || unsafe.test(root)) return undefined
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(root)) root = `${root.replace(/[:/]+$/, '')}://`
  if (!root.endsWith('/')) root += '/'
  return `${root}wc?uri=${encodeURIComponent(uri)}`
}
