type Child = Node | string | false | undefined

/**
 * Creates an element with attributes (`on…` functions become listeners) and children; the
 * demo wallet page needs no framework for a handful of panels.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false) element.setAttribute(name, value)
  }
  for (const child of children) if (child !== false && child !== undefined) element.append(child)
  return element
}

/** A definition list of label and value pairs. */
export function details(rows: [label: string, value: string][]): HTMLDListElement {
  return el('dl', {}, ...rows.flatMap(([label, value]) => [el('dt', {}, label), el('dd', {}, value)]))
}
