/**
 * A page init script: an EIP-6963 wallet, announced once when the document starts and again
 * on every `eip6963:requestProvider`, as a browser extension's content script would. The
 * bench only lists it, so its provider answers nothing.
 */
export function announceBenchWallet() {
  const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0e7490"/></svg>')}`
  const info = Object.freeze({ uuid: '5b8f6a2e-3c1d-4e7a-9f0b-2d6c8e1a4b70', name: 'Bench Wallet', icon, rdns: 'dev.airlock.bench' })
  const provider = { request: () => Promise.reject(new Error('The bench wallet answers nothing')), on() {}, removeListener() {} }
  const detail = Object.freeze({ info, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
