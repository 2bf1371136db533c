import type { ThemeSync } from '../../../../adapters/embedded/protocol/frameRequestPayloads.js'

const safeName = /^--airlock-[a-z0-9-]{1,64}$/
// A value is only ever a value: nothing that could end the declaration or load a resource.
const safeValue = /^[^;{}<>\\]*$/

/** Applies the host's theme (SPEC §3 theme sync payload) to one of the frame's pages; unsafe entries are skipped. */
export function applyTheme(root: HTMLElement, theme: ThemeSync): void {
  root.dataset['theme'] = theme.themeMode
  root.style.colorScheme = theme.themeMode
  for (const [name, value] of Object.entries(theme.airlockThemeVariables ?? {})) {
    if (safeName.test(name) && safeValue.test(value) && !/url\(/i.test(value)) root.style.setProperty(name, value)
  }
}
