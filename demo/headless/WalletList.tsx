import { useWallets } from 'airlock/react'

/** The host's own wallet list: the installed wallets first, each a button of its own. */
export function WalletList() {
  const { wallets, connect, connecting, error } = useWallets()
  const installed = wallets.filter((wallet) => wallet.installed)
  return (
    <section aria-label="Our wallets" className="panel">
      <h2>Wallets in this browser</h2>
      {installed.length === 0 && <p>No wallet is installed in this browser: sign in by email, or pair a phone wallet.</p>}
      <ul className="choices">
        {installed.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" disabled={connecting !== undefined} onClick={() => void connect(wallet)}>
              Use {wallet.name}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className="error" data-testid="wallet-error">{error.code}: {error.message}</p>}
    </section>
  )
}
