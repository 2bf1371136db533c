import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtinStyleSheets, stylesheetFile } from './builtinStyleSheets.js'

// Every `<StyleSheet id="…"` in the built-in UI's sources.
function styleSheetIds(): string[] {
  const files = ['ui', 'plugins', 'adapters'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => join(dir, file)),
  )
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<StyleSheet id="([^"]+)"/g)].map((match) => match[1]!))
}

describe('builtinStyleSheets', () => {
  it('default: airlock/styles.css holds every sheet the built-in UI inserts, so a strict-CSP page that links it misses none', () => {
    const ids = styleSheetIds()
    expect(ids.length).toBeGreaterThanOrEqual(5)
    expect(Object.keys(builtinStyleSheets).sort()).toEqual([...new Set(ids)].sort())
    const file = stylesheetFile()
    for (const css of Object.values(builtinStyleSheets)) expect(file).toContain(css.trim())
  })

  it('behavior: the file marks itself on :root, which tells the UI to insert no inline styles', () => {
    expect(stylesheetFile()).toContain(':root{--airlock-stylesheet:1}')
  })
})
