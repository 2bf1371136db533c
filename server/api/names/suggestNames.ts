import type { Queryable } from '../db/Database.js'
import { isValidLabel } from './nameRules.js'

const MAX_SUGGESTIONS = 6

/**
 * Free names close to what the user typed: the name itself when free, then numbered and
 * prefixed variants. Only unregistered names are returned, each `{ name, registered: false }`.
 */
export async function suggestNames(db: Queryable, input: string, zone: string) {
  const base = input.trim().toLowerCase().replace(new RegExp(`\\.${zone.replace(/\./g, '\\.')}$`), '')
    .replace(/[^a-z0-9-]/g, '').replace(/^-+|-+$/g, '').slice(0, 28)
  if (base.length === 0) return []
  const year = new Date().getUTCFullYear()
  const candidates = [base, `${base}1`, `${base}2`, `${base}3`, `the${base}`, `${base}-${year}`, `${base}x`, `${base}7`, `${base}99`]
    .filter((label, i, all) => isValidLabel(label) && all.indexOf(label) === i)
    .map((label) => `${label}.${zone}`)
  const taken = await db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1)', [candidates])
  const takenSet = new Set(taken.rows.map((r) => r.name))
  return candidates.filter((n) => !takenSet.has(n)).slice(0, MAX_SUGGESTIONS).map((name) => ({ name, registered: false }))
}
