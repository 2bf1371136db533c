/**
 * A Testing Library matcher for the element whose whole text is `text`, across the elements
 * it holds: a sentence sets each of its values apart (`t.rich`, a `<bdi>` each), so its text
 * is not one text node. The innermost such element matches.
 */
export const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)
