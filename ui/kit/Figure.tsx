import type { HTMLAttributes } from 'react'

/** Props of `Figure`. */
export type FigureProps = HTMLAttributes<HTMLElement>

/**
 * A figure that stands alone, in a row or a list: an amount with its symbol (`−0.500 ETH`), a
 * rate (`1 ETH = 1.989 DGLD`), an address or a hash. It reads left to right in every
 * language, set apart from the text around it (`<bdi dir="ltr">`), so a right-to-left modal
 * never moves its sign or its first number to the other end. In a sentence, the message's
 * own values are set apart by `t.rich` (`useMessages`).
 */
export function Figure(props: FigureProps) {
  return <bdi dir="ltr" {...props} />
}
