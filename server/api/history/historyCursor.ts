/** Where a history page ends: the sort key of its last row. */
export interface HistoryCursor {
  minedAt: string
  block: number
  index: number
  hash: string
}

/** Opaque to clients; base64url JSON so it survives any query string. */
export function encodeHistoryCursor(c: HistoryCursor): string {
  return Buffer.from(JSON.stringify([c.minedAt, c.block, c.index, c.hash])).toString('base64url')
}

/** Undefined for anything that is not a cursor this server made. */
export function decodeHistoryCursor(value: string): HistoryCursor | undefined {
  try {
    const [minedAt, block, index, hash] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
    if (typeof minedAt !== 'string' || Number.isNaN(Date.parse(minedAt))) return undefined
    if (typeof block !== 'number' || typeof index !== 'number' || typeof hash !== 'string') return undefined
    return { minedAt, block, index, hash }
  } catch {
    return undefined
  }
}
