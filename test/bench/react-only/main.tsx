// The baseline of `npm run bench`: the same React page as the demo's shell, without Airlock.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? 'Open' : 'Connect Wallet'}
    </button>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
