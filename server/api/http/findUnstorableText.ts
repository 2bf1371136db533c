/**
 * The path of the first string (or object key) in `value` that no database text or JSON
 * column can hold: one with a NUL character, or with an unpaired UTF-16 surrogate (which
 * `JSON.stringify` writes as an escape PostgreSQL refuses). Undefined when there is none.
 * Request input passes this before anything is stored, so such input is a 400, not a 500.
 */
export function findUnstorableText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path
  if (typeof value !== 'object' || value === null || depth > 64) return undefined
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, i], depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorable(key)) return [...path, key.replace(/\0/g, '\\0')]
    const found = findUnstorableText(item, [...path, key], depth + 1)
    if (found) return found
  }
  return undefined
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function isStorable(text: string): boolean {
  return !text.includes('\0') && !unpairedSurrogate.test(text)
}
