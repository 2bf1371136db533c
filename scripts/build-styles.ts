// Writes dist/styles.css (`npm run build`), the package's `airlock/styles.css`: the built-in
// style sheets as one file, for hosts whose Content-Security-Policy forbids inline styles.
import { mkdirSync, writeFileSync } from 'node:fs'
import { stylesheetFile } from '../airlock/builtinStyleSheets.js'

mkdirSync('dist', { recursive: true })
writeFileSync('dist/styles.css', stylesheetFile())
