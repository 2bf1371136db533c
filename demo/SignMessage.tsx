import { useState } from 'react'
import { useAccount, useProvider } from 'airlock/react'
import bs58 from 'bs58'
import { stringToHex } from 'viem'

/** What the demo asks the wallet to sign. */
export const DEMO_MESSAGE = 'Hello from Airlock'

type Status = { kind: 'idle' } | { kind: 'signing' } | { kind: 'signed'; signature: string } | { kind: 'failed'; text: string }

interface SolanaSignMessage {
  signMessage(input: { account: unknown; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]>
}

/**
 * "Sign message": signs "Hello from Airlock" with the connected wallet of the active
 * namespace through `useProvider` alone, as a host's own code would (EIP-1193 `personal_sign`
 * on EVM, the wallet-standard `solana:signMessage` on Solana), and shows the signature.
 */
export function SignMessage() {
  const account = useAccount()
  const evm = useProvider('eip155')
  const solana = useProvider('solana')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const provider = account.namespace === 'solana' ? solana : account.namespace === 'eip155' ? evm : undefined
  if (!account.address || !provider) return null

  const sign = async () => {
    setStatus({ kind: 'signing' })
    try {
      let signature: string
      if (account.namespace === 'eip155') {
        signature = String(await evm!.request({ method: 'personal_sign', params: [stringToHex(DEMO_MESSAGE), account.address] }))
      } else {
        const feature = solana!.features['solana:signMessage'] as SolanaSignMessage | undefined
        const walletAccount = solana!.accounts.find((candidate) => candidate.address === account.address)
        if (!feature || !walletAccount) throw new Error('This wallet cannot sign messages')
        const [output] = await feature.signMessage({ account: walletAccount, message: new TextEncoder().encode(DEMO_MESSAGE) })
        signature = bs58.encode(output!.signature)
      }
      setStatus({ kind: 'signed', signature })
    } catch (error) {
      setStatus({ kind: 'failed', text: (error as Error).message })
    }
  }

  return (
    <section aria-labelledby="sign-title" className="panel">
      <h2 id="sign-title">Sign a message</h2>
      <p>Signs “{DEMO_MESSAGE}” with the connected wallet, through the provider Airlock hands the app.</p>
      <button type="button" onClick={sign} disabled={status.kind === 'signing'}>
        {status.kind === 'signing' ? 'Signing…' : 'Sign message'}
      </button>
      <p role="status" data-testid="signature" className={status.kind === 'failed' ? 'error' : 'signature'}>
        {status.kind === 'signed' ? status.signature : status.kind === 'failed' ? status.text : ''}
      </p>
    </section>
  )
}
