import { PlainButton } from './PlainButton'

// The same page without Airlock: what start-up is measured against.
export default function Page() {
  return (
    <main>
      <h1>A Next.js host</h1>
      <PlainButton />
    </main>
  )
}
