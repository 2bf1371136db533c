import type { Queryable } from '../db/Database.js'

/** An embedded wallet user as the backend answers it (the frame adds the chain it is on). */
export interface UserView {
  id: string
  email: string | null
  accounts: { namespace: 'eip155' | 'solana'; address: string }[]
  recoveryMode: 'automatic' | 'password'
  preferredAccountType: 'eoa' | 'smartAccount'
  userName: string | null
}

/** Reads a user and their accounts; undefined when there is no such user. */
export async function readUserView(db: Queryable, userId: string): Promise<UserView | undefined> {
  const { rows } = await db.query<{ id: string; email: string | null; recovery_mode: UserView['recoveryMode']; preferred_account_type: UserView['preferredAccountType']; user_name: string | null }>(
    'SELECT id, email, recovery_mode, preferred_account_type, user_name FROM embedded_users WHERE id = $1',
    [userId],
  )
  const user = rows[0]
  if (!user) return undefined
  const accounts = await db.query<{ namespace: 'eip155' | 'solana'; address: string }>(
    'SELECT namespace, address FROM embedded_accounts WHERE user_id = $1 ORDER BY namespace',
    [userId],
  )
  return {
    id: user.id,
    email: user.email,
    accounts: accounts.rows,
    recoveryMode: user.recovery_mode,
    preferredAccountType: user.preferred_account_type,
    userName: user.user_name,
  }
}
