import type { Queryable } from '../db/Database.js'

/** The account types of SPEC §3. */
export type AccountType = 'eoa' | 'smartAccount'

/** The namespaces an embedded user holds an account in. */
export type EmbeddedNamespace = 'eip155' | 'solana'

/** SPEC §3 preferred account type per namespace; a namespace not named is `eoa`. */
export type PreferredAccountTypes = Partial<Record<EmbeddedNamespace, AccountType>>

/** An embedded wallet user as the backend answers it (the frame adds the chain it is on). */
export interface UserView {
  id: string
  email: string | null
  accounts: { namespace: EmbeddedNamespace; address: string }[]
  recoveryMode: 'automatic' | 'password'
  /** The preferred account type per namespace, as the user chose it. */
  preferredAccountTypes: PreferredAccountTypes
  /** The eip155 entry of `preferredAccountTypes`, for frames that know only one. */
  preferredAccountType: AccountType
  userName: string | null
  /** Whether the user turned the second factor on: then export, recovery, email and login changes, and large sends need a step-up. */
  secondFactor: boolean
}

const namespaces: readonly EmbeddedNamespace[] = ['eip155', 'solana']
const isAccountType = (value: unknown): value is AccountType => value === 'eoa' || value === 'smartAccount'

/**
 * The stored map, keeping only known namespaces and types (SPEC §4: anything else is `eoa`).
 * The eip155 entry is the single `preferred_account_type` column, which every writer keeps
 * (an older API writes only that one), so rows from before the map read the same.
 */
function readPreferredAccountTypes(stored: unknown, single: unknown): PreferredAccountTypes {
  const map = typeof stored === 'string' ? parseJson(stored) : stored
  const types: PreferredAccountTypes = {}
  for (const namespace of namespaces) {
    const value = map && typeof map === 'object' ? (map as Record<string, unknown>)[namespace] : undefined
    if (isAccountType(value)) types[namespace] = value
  }
  if (isAccountType(single)) types.eip155 = single
  return types
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Reads a user and their accounts; undefined when there is no such user. */
export async function readUserView(db: Queryable, userId: string): Promise<UserView | undefined> {
  const { rows } = await db.query<{ id: string; email: string | null; recovery_mode: UserView['recoveryMode']; preferred_account_type: string; preferred_account_types: unknown; user_name: string | null; second_factor: boolean }>(
    'SELECT id, email, recovery_mode, preferred_account_type, preferred_account_types, user_name, second_factor_at IS NOT NULL AS second_factor FROM embedded_users WHERE id = $1',
    [userId],
  )
  const user = rows[0]
  if (!user) return undefined
  const accounts = await db.query<{ namespace: EmbeddedNamespace; address: string }>(
    'SELECT namespace, address FROM embedded_accounts WHERE user_id = $1 ORDER BY namespace',
    [userId],
  )
  const preferredAccountTypes = readPreferredAccountTypes(user.preferred_account_types, user.preferred_account_type)
  return {
    id: user.id,
    email: user.email,
    accounts: accounts.rows,
    recoveryMode: user.recovery_mode,
    preferredAccountTypes,
    preferredAccountType: preferredAccountTypes.eip155 ?? 'eoa',
    userName: user.user_name,
    secondFactor: user.second_factor,
  }
}
