import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Props of `VirtualGrid`. */
export interface VirtualGridProps<T> {
  items: readonly T[]
  columns: number
  rowHeight: number
  /** The visible height in px. */
  height: number
  itemKey(item: T): string
  renderItem(item: T): ReactNode
  /** Called when the last rows come into view, to load the next page. */
  onEndReached?: () => void
  /** The list's name; a new one is a new list (another search's answer), shown from its top. */
  label: string
}

const OVERSCAN_ROWS = 2

/**
 * A scrolling grid that renders only the rows in view (plus a few), so a list of thousands
 * of wallets scrolls as smoothly as one of ten.
 */
export function VirtualGrid<T>({ items, columns, rowHeight, height, itemKey, renderItem, onEndReached, label }: VirtualGridProps<T>) {
  const [scrollTop, setScrollTop] = useState(0)
  const endReached = useRef(onEndReached)
  endReached.current = onEndReached
  const rows = Math.ceil(items.length / columns)
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN_ROWS)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN_ROWS)

  useEffect(() => {
    if (rows > 0 && last >= rows - OVERSCAN_ROWS) endReached.current?.()
  }, [last, rows])

  const grid = useRef<HTMLDivElement>(null)
  const shown = useRef(label)
  useLayoutEffect(() => {
    if (shown.current === label || !grid.current) return
    shown.current = label
    grid.current.scrollTop = 0
    setScrollTop(0)
  }, [label])

  const visible: ReactNode[] = []
  for (let row = first; row < last; row++) {
    visible.push(
      <div key={row} role="presentation" className="airlock-grid-row" style={{ transform: `translateY(${row * rowHeight}px)`, height: rowHeight }}>
        {items.slice(row * columns, row * columns + columns).map((item) => (
          <div key={itemKey(item)} role="listitem">
            {renderItem(item)}
          </div>
        ))}
      </div>,
    )
  }

  return (
    <div ref={grid} className="airlock-grid" style={{ height }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div role="list" aria-label={label} style={{ height: rows * rowHeight, position: 'relative' }}>
        {visible}
      </div>
    </div>
  )
}
