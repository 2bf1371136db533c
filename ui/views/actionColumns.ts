/** The most action tiles one row of Account holds (the modal is 360 px wide at most). */
export const MAX_ACTION_COLUMNS = 4

/**
 * How many columns Account's `count` action tiles take so that its rows hold as equal a share as
 * they can: as few rows as `MAX_ACTION_COLUMNS` allows, then as few columns as fill them; 5
 * tiles are 3 and 2, never 4 and a lone one.
 */
export function actionColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / MAX_ACTION_COLUMNS))
  return Math.max(1, Math.ceil(count / rows))
}
