// The floor of `npm run bench`: a React page with the demo's button and no Airlock. A click
// is a trivial state change that shows a wallet list already in memory (the wallets the page
// announced under EIP-6963 first, then four fixed names), in the markup the bench looks for
// in the modal: a dialog holding a group of wallet buttons.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const announced: string[] = []
window.addEventListener('eip6963:announceProvider', (event) => {
  const name = (event as CustomEvent<{ info?: { name?: unknown } }>).detail?.info?.name
  if (typeof name === 'string' && !announced.includes(name)) announced.push(name)
})
window.dispatchEvent(new Event('eip6963:requestProvider'))

const listed = ['Wallet One', 'Wallet Two', 'Wallet Three', 'Wallet Four', 'All Wallets']

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect Wallet">
          <div role="group" aria-label="Wallets">
            {announced.map((name) => (
              <button type="button" key={name}>
                {name}
                <span>Installed</span>
              </button>
            ))}
            {listed.map((name) => (
              <button type="button" key={name}>
                {name}
              </button>
            ))}
          </div>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
