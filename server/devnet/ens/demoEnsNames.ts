/** A name the local ENS chain registers at start: its label under `eth` and the dev account it gives. */
export interface DemoEnsName {
  label: string
  /** Index into the dev accounts: the name's owner, its address record and (with `primary`) its reverse record. */
  account: number
  /** Whether the account also takes the name as its primary name (a reverse record). */
  primary: boolean
}

/**
 * The demo's `.eth` names: alice.eth and bob.eth are their accounts' primary names too;
 * carol.eth gives an address that never claimed it back, so it resolves forward only.
 */
export const demoEnsNames: readonly DemoEnsName[] = [
  { label: 'alice', account: 1, primary: true },
  { label: 'bob', account: 2, primary: true },
  { label: 'carol', account: 3, primary: false },
]
