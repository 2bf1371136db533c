import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain ESM script without types
import { ensureChromium } from '../../scripts/ensure-chromium.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string
  }
}

/** Before the browser suite: Chromium installed, and the library and demo built. */
export default function setup(project: TestProject) {
  for (const built of ['dist/ui/index.js', 'demo/dist/index.html']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first (npm test does)`)
  }
  project.provide('chromiumPath', ensureChromium() as string)
}
