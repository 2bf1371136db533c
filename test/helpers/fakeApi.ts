import { vi } from 'vitest'

interface RegistryWallet {
  id: string
  name: string
  rdns?: string
  image_id?: string
}

/** A registry of `count` wallets named Wallet 1 … Wallet n. */
export function makeRegistry(count: number): RegistryWallet[] {
  return Array.from({ length: count }, (_, index) => ({ id: `w${index + 1}`, name: `Wallet ${index + 1}`, image_id: `w${index + 1}` }))
}

/**
 * Stands in for the API's `GET /getWallets` over `registry`, answering as the real server
 * does (page, entries, include, exclude, search), and records every request.
 */
export function stubWalletApi(registry: RegistryWallet[]) {
  const requests: URLSearchParams[] = []
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input))
    if (url.pathname !== '/getWallets') return Response.json({ message: 'Not found' }, { status: 404 })
    requests.push(url.searchParams)
    const get = (key: string) => url.searchParams.get(key)
    const include = get('include')?.split(',')
    const exclude = new Set(get('exclude')?.split(',') ?? [])
    const search = get('search')?.toLowerCase()
    const matches = registry.filter(
      (wallet) => (!include || include.includes(wallet.id)) && !exclude.has(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)),
    )
    const page = Number(get('page') ?? 1)
    const entries = Number(get('entries') ?? 40)
    return Response.json({ data: matches.slice((page - 1) * entries, page * entries), count: matches.length })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, requests }
}
