import { createElement, Fragment, isValidElement, type ReactNode } from 'react'

// Private-use characters no message or value holds: they mark where each value landed.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARKERS = /\uE000(\d+)\uE001/
const marker = (index: number) => `${OPEN}${index}${CLOSE}`

/**
 * A message as React nodes, for text on screen: each value set apart in a `<bdi>` (its own
 * direction), so an amount, a rate, an address or a name keeps its order inside a sentence of
 * the other direction (in Arabic, `1 ETH = 1.989 DGLD` never reads `ETH = 1.989 DGLD 1`).
 * Values with nothing but spaces between them, an amount and its symbol, are set apart
 * together (`3.000 DUSD`), in whatever order the language puts them. A value that a `select`
 * or `plural` reads stays as it is; a React element given as a value stands where it lands.
 * `read` is the message's function of its values.
 */
export function messageNodes(read: (values: Record<string, unknown>) => string, values: Record<string, unknown> = {}): ReactNode {
  const parts: unknown[] = []
  const marked: Record<string, unknown> = { ...values }
  for (const [key, value] of Object.entries(values)) {
    const element = isValidElement(value)
    if (typeof value !== 'string' && !element) continue
    const trial = { ...marked, [key]: marker(parts.length) }
    // Marked, the message must read as it did with the value itself; otherwise a select read it.
    if (!element && read(trial).split(marker(parts.length)).join(value as string) !== read(marked)) continue
    marked[key] = marker(parts.length)
    parts.push(value)
  }
  if (parts.length === 0) return read(values)
  // Split: text, index, text, index … text.
  const pieces = read(marked).split(MARKERS)
  const nodes: ReactNode[] = []
  let group: string[] = []
  const close = () => {
    if (group.length) nodes.push(createElement('bdi', { key: nodes.length }, group.join('')))
    group = []
  }
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) {
      // Nothing but spaces between two values keeps them in one group; any other text ends it.
      const next = pieces[index + 1]
      if (group.length && /^\s*$/.test(piece) && next !== undefined && typeof parts[Number(next)] === 'string') group.push(piece)
      else {
        close()
        if (piece) nodes.push(piece)
      }
      return
    }
    const part = parts[Number(piece)]
    if (typeof part === 'string') group.push(part)
    else {
      close()
      nodes.push(createElement(Fragment, { key: nodes.length }, part as ReactNode))
    }
  })
  close()
  return createElement(Fragment, null, ...nodes)
}
