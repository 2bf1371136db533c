// The same page as startup.tsx without Airlock: what start-up is measured against.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<button type="button">Connect Wallet</button>)
