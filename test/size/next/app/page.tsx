import { ConnectWallet } from './ConnectWallet'

export default function Page() {
  return (
    <main>
      <h1>A Next.js host</h1>
      <ConnectWallet />
    </main>
  )
}
