/** A Farcaster account the local chain registers, with the profile a hub would serve for it. */
export interface DemoFarcasterUser {
  username: string
  displayName: string
  bio: string
  /** Which dev account (of the public test mnemonic) is the fid's custody address. */
  custodyAccount: number
}

/** The demo fids, registered in this order on a fresh chain: fid 1, 2, 3. */
export const demoFarcasterUsers: readonly DemoFarcasterUser[] = [
  { username: 'alice', displayName: 'Alice Demo', bio: 'Trying Sign In With Farcaster on the local stack.', custodyAccount: 1 },
  { username: 'bob', displayName: 'Bob Demo', bio: 'A second demo account.', custodyAccount: 2 },
  { username: 'carol', displayName: 'Carol Demo', bio: 'Signs in with an auth address as well as her custody key.', custodyAccount: 3 },
]
