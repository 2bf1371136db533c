import type { Page } from 'playwright-core'

/**
 * Tells the injected test wallet on `page`, as a person would in it, to move to `chainId`
 * (adding it first, served by `rpc`, if it is new).
 */
export async function switchWalletChain(page: Page, chainId: number, rpc: string): Promise<void> {
  await page.evaluate(async ({ chainId, rpc }) => {
    const provider = await new Promise<{ request(args: { method: string; params?: unknown[] }): Promise<unknown> }>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => resolve((event as CustomEvent).detail.provider), { once: true })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    const hex = `0x${chainId.toString(16)}`
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: hex, chainName: 'Elsewhere', rpcUrls: [rpc], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] })
  }, { chainId, rpc })
}
