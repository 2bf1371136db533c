// Writes the embedded wallet frame's script to dist/frame/frame.js (`npm run build`), for
// installs of the package without its sources; a checkout bundles the sources instead.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { build } from 'esbuild'
import { frameBuildOptions, prebuiltFrameScript } from '../server/frame/bundleFramePage.js'

const result = await build(await frameBuildOptions('server/frame/page/main.ts'))
mkdirSync(dirname(prebuiltFrameScript), { recursive: true })
writeFileSync(prebuiltFrameScript, result.outputFiles![0]!.text)
