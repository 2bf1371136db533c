import { Suspense, useEffect, useState } from 'react'
import { PermissionError, type PermissionResponse } from 'airlock'
import { useAccount, useNetwork, usePermissions } from 'airlock/react'
import { formatEther, parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'

const TIP = parseEther('0.001')
const PER_DAY = parseEther('0.01')
const KEY = 'airlock-demo:tip-key'
const GRANT = 'airlock-demo:tip-grant'

// The app's own key: made here, kept in this tab, never sent anywhere. It acts only under the grant.
const appKey = (): Hex => {
  let key = sessionStorage.getItem(KEY) as Hex | null
  if (!key) sessionStorage.setItem(KEY, (key = generatePrivateKey()))
  return key
}

function Tips({ jar, apiUrl, projectId }: { jar: `0x${string}`; apiUrl: string; projectId: string }) {
  const permissions = usePermissions()
  const account = useAccount({ namespace: 'eip155' })
  const [grant, setGrant] = useState<PermissionResponse | undefined>(() => {
    const stored = sessionStorage.getItem(GRANT)
    return stored ? (JSON.parse(stored) as PermissionResponse) : undefined
  })
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(0)
  const [left, setLeft] = useState<bigint>()
  const [renews, setRenews] = useState<number>()
  const mine = grant && account.address && grant.address?.toLowerCase() === account.address.toLowerCase() ? grant : undefined

  const readLeft = async (permission: PermissionResponse) => {
    const allowance = await permissions.allowance(permission)
    setLeft(allowance.left)
    setRenews(allowance.periodEndsAt)
  }
  /** Why a tip was not sent, for a person: a spent allowance says when tips can go again. */
  const notSent = (error: unknown) => {
    if (!(error instanceof PermissionError)) return `Not sent: ${(error as Error).message}`
    if (error.code === 'PERMISSION_EXCEEDED') {
      const when = renews ? `after ${new Date(renews * 1000).toLocaleString()}` : 'once it renews'
      return `Not sent (${error.code}): today’s allowance is spent, and nothing left your account. Tips can go again ${when}.`
    }
    return `Not sent (${error.code}): ${error.shortMessage}`
  }
  useEffect(() => {
    if (mine) void readLeft(mine).catch(() => {})
  }, [mine?.context])

  const allow = async () => {
    setBusy(true)
    setStatus('Waiting for your approval in the wallet…')
    try {
      const { address } = await permissions.appAccount(appKey())
      // The app's own account pays its gas: on the local chains the faucet funds it.
      const url = new URL('/v1/faucet', apiUrl)
      url.searchParams.set('projectId', projectId)
      const funding = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address, chainId: 'eip155:31337' }) })
      const [granted] = await permissions.grant({
        chainId: toHex(31337),
        expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
        signer: { type: 'account', data: { address } },
        permission: { type: 'native-token-periodic', data: { periodAmount: toHex(PER_DAY), periodDuration: 86_400, justification: 'Tips to the demo’s tip jar' } },
        policies: [{ type: 'payee', data: { addresses: [jar] } }],
      })
      const funded = await funding
      if (!funded.ok) throw new Error(`The app’s account could not get gas money from the faucet (${funded.status})`)
      sessionStorage.setItem(GRANT, JSON.stringify(granted))
      setGrant(granted)
      setSent(0)
      setStatus('Tips allowed: each tip now goes through without asking.')
    } catch (error) {
      setStatus(error instanceof PermissionError ? `Not allowed (${error.code}): ${error.shortMessage}` : `Not allowed: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  const tip = async () => {
    if (!mine) return
    setBusy(true)
    setStatus('Sending a tip…')
    try {
      await permissions.sendCalls({ permission: mine, calls: [{ to: jar, value: TIP }], key: appKey() })
      setSent((n) => n + 1)
      setStatus(`Tipped ${formatEther(TIP)} ETH without a prompt.`)
    } catch (error) {
      setStatus(notSent(error))
    } finally {
      setBusy(false)
      void readLeft(mine).catch(() => {})
    }
  }

  return (
    <>
      {mine ? (
        <>
          <p data-testid="tips-left">Left today: {left === undefined ? '…' : `${formatEther(left)} ETH`} · Tips sent here: {sent}</p>
          <button type="button" onClick={() => void tip()} disabled={busy}>Tip {formatEther(TIP)} ETH</button>
        </>
      ) : (
        <button type="button" onClick={() => void allow()} disabled={busy}>Allow tips: up to {formatEther(PER_DAY)} ETH a day</button>
      )}
      <p role="status" data-testid="tips-status">{status}</p>
    </>
  )
}

/**
 * "Tips": the app asks once for a permission (up to 0.01 ETH a day, to its tip jar only, for a
 * week), then each tip is sent by the app's own key under it, with no prompt, until the day's
 * allowance is spent, when the next one is refused. Revoke it in the wallet: Account → App permissions.
 */
export function TipsDemo({ jar, apiUrl, projectId }: { jar: string | undefined; apiUrl: string | undefined; projectId: string }) {
  const account = useAccount({ namespace: 'eip155' })
  const { network } = useNetwork()
  if (!jar || !apiUrl || account.status !== 'connected' || network.caipNetworkId !== 'eip155:31337') return null
  return (
    <section aria-labelledby="tips-title" className="panel">
      <h2 id="tips-title">Tips</h2>
      <p>Approve once, then tip with one press each: the app’s own key acts within the limit, and the chain refuses anything beyond it.</p>
      <Suspense fallback={<p>Loading…</p>}>
        <Tips jar={jar as `0x${string}`} apiUrl={apiUrl} projectId={projectId} />
      </Suspense>
    </section>
  )
}
