import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** A file's size gzipped at level 9, as the size figures count it. */
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
