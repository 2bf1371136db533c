/**
 * The window `source` names as its `parent` or `opener`, or undefined where it has none or a
 * browser refuses the read (a window of another origin may throw on some properties).
 */
export function readRelative(source: MessageEventSource | null, relation: 'parent' | 'opener'): unknown {
  try {
    return (source as Window | null)?.[relation] ?? undefined
  } catch {
    return undefined
  }
}
