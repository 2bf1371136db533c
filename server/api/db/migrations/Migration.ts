/** One numbered schema change. Never edit a released one: add the next number instead. */
export interface Migration {
  version: number
  name: string
  sql: string
}
