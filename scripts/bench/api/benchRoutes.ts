/** One read route of the API bench: how to build its n-th request's path. */
export interface BenchRoute {
  name: string
  path(n: number): string
}

/**
 * The routes an Account view reads, for a pool of wallets (request n asks for wallet
 * n mod pool size, so every wallet is asked in turn), as the modal's API client calls them.
 */
export function benchRoutes(options: { projectId: string; chainId: number; wallets: readonly string[] }): BenchRoute[] {
  const caip2 = `eip155:${options.chainId}`
  const sdk = `projectId=${options.projectId}&st=airlock&sv=bench`
  const wallet = (n: number) => options.wallets[n % options.wallets.length]!
  return [
    { name: 'balance', path: (n) => `/v1/account/${caip2}:${wallet(n)}/balance?currency=usd&chainId=${caip2}&${sdk}` },
    { name: 'history', path: (n) => `/v1/account/${caip2}:${wallet(n)}/history?chainId=${caip2}&${sdk}` },
    { name: 'NFTs', path: (n) => `/v1/account/${caip2}:${wallet(n)}/nfts?chainId=${caip2}&${sdk}` },
    { name: 'identity', path: (n) => `/v1/identity/${wallet(n)}?sender=${wallet(n + 1)}&${sdk}` },
    { name: 'wallet registry page', path: (n) => `/getWallets?page=${(n % 3) + 1}&entries=40&${sdk}` },
    { name: 'token image', path: (n) => `/public/getTokenImage/${['ETH', 'DUSD', 'USDC', 'SOL'][n % 4]}` },
  ]
}
