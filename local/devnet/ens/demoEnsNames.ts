/** A name the local ENS chain registers at start: its label under `eth` and the dev account it gives. */
export interface DemoEnsName {
  label: string
  /** Index into the dev accounts: the name's owner, its address record and (with `primary`) its reverse record. */
  account: number
  /** Whether the account also takes the name as its primary name (a reverse record). */
  primary: boolean
  /** The name's `avatar` text record, if any. */
  avatar?: string
}

/**
 * The demo's `.eth` names: alice.eth and bob.eth are their accounts' primary names too;
 * carol.eth gives an address that never claimed it back, so it resolves forward only.
 * alice.eth has an avatar record under a reserved name (`.invalid`) that never resolves: the
 * API answers its own monogram for an outside avatar and never fetches it.
 */
export const demoEnsNames: readonly DemoEnsName[] = [
  { label: 'alice', account: 1, primary: true, avatar: 'https://airlock.invalid/avatars/alice.png' },
  { label: 'bob', account: 2, primary: true },
  { label: 'carol', account: 3, primary: false },
]
