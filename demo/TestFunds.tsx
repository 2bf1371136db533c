import { useState } from 'react'
import { useAccount, useAirlock, useNetwork } from 'airlock/react'

interface Payment {
  asset: 'native' | 'token' | 'nft'
  symbol: string
  amount: string
}

// The local stack's EVM chains: the only networks the API's faucet pays on.
const localChains = new Set(['eip155:31337', 'eip155:31338'])

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; text: string } | { kind: 'failed'; text: string }

function describe(payments: Payment[]): string {
  const parts = payments.map((p) => (p.asset === 'nft' ? `${p.symbol} #${p.amount}` : `${Number(p.amount).toLocaleString('en')} ${p.symbol}`))
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing')
}

/**
 * "Get test funds" on the local chains: asks the API's faucet (`POST /v1/faucet`) for ETH,
 * DUSD and a PASS for the connected wallet, then refreshes its balance, so a fresh wallet
 * has real tokens, NFTs and activity to look at.
 */
export function TestFunds({ apiUrl, projectId }: { apiUrl: string | undefined; projectId: string }) {
  const { airlock } = useAirlock()
  const account = useAccount({ namespace: 'eip155' })
  const { network } = useNetwork()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  if (!apiUrl || !account.address || !localChains.has(network.caipNetworkId)) return null

  const request = async () => {
    setStatus({ kind: 'sending' })
    try {
      const url = new URL('/v1/faucet', apiUrl)
      url.searchParams.set('projectId', projectId)
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account.address, chainId: network.caipNetworkId }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; payments?: Payment[] }
      if (!res.ok) throw new Error(body.message ?? `The faucet answered ${res.status}`)
      setStatus({ kind: 'sent', text: `Sent ${describe(body.payments ?? [])} to your wallet.` })
      void airlock.connection().then((connection) => connection.refreshBalance('eip155', { force: true }))
    } catch (error) {
      setStatus({ kind: 'failed', text: `${(error as Error).message}. Try again later, or use another account.` })
    }
  }

  return (
    <section aria-labelledby="funds-title" className="panel">
      <h2 id="funds-title">Test funds</h2>
      <p>Local chains only: 1 ETH, 1,000 DUSD and a PASS for the connected wallet.</p>
      <button type="button" onClick={request} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending test funds…' : 'Get test funds'}
      </button>
      <p role="status" data-testid="test-funds-status" className={status.kind === 'failed' ? 'error' : undefined}>
        {status.kind === 'sent' || status.kind === 'failed' ? status.text : ''}
      </p>
    </section>
  )
}
