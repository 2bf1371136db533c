import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findPrivateImports } from '../helpers/findPrivateImports.js'

// Every source file under plugins/ and adapters/, as git knows it (new files included).
function sources(): Record<string, string> {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'plugins', 'adapters'], { encoding: 'utf8' })
  const files = listed.split('\n').filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && existsSync(file))
  return Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')]))
}

describe('public imports', () => {
  it('default: plugins and adapters import only the public entries, npm packages and their own folder', () => {
    const files = sources()
    expect(Object.keys(files).length).toBeGreaterThan(50)
    expect(findPrivateImports(files)).toEqual([])
  })

  it('error: a module of the kernel, of ui/ or of another plugin is reported', () => {
    const planted = {
      'plugins/send/planted.ts': [
        "import { createRouter } from '../../kernel/router/createRouter.js'",
        "import type { Spinner } from '../../ui/kit/Spinner.js'",
        "const other = () => import('../activity/index.js')",
        "declare module '../../kernel/registry.js' {}",
        "import { useProxyState } from 'airlock/react/kit'",
        "import { definePlugin } from 'airlock'",
        "import { encode } from 'uqr'",
        "import { sendManifest } from './manifest.js'",
      ].join('\n'),
      'adapters/walletconnect/planted.ts': "import { providerError } from '../evm/providerError.js'",
      'plugins/index.ts': "import send from './send/manifest.js'\nimport { createSendController } from './send/createSendController.js'",
      'plugins/send/planted.test.ts': "import { renderSend } from '../../test/helpers/renderSend.js'\nimport { createChainState } from '../../services/chain/createChainState.js'",
    }
    expect(findPrivateImports(planted)).toEqual([
      { file: 'plugins/send/planted.ts', specifier: '../../kernel/router/createRouter.js' },
      { file: 'plugins/send/planted.ts', specifier: '../../ui/kit/Spinner.js' },
      { file: 'plugins/send/planted.ts', specifier: '../activity/index.js' },
      { file: 'plugins/send/planted.ts', specifier: '../../kernel/registry.js' },
      { file: 'plugins/send/planted.ts', specifier: 'airlock' },
      { file: 'adapters/walletconnect/planted.ts', specifier: '../evm/providerError.js' },
      { file: 'plugins/index.ts', specifier: './send/createSendController.js' },
      { file: 'plugins/send/planted.test.ts', specifier: '../../services/chain/createChainState.js' },
    ])
  })
})
