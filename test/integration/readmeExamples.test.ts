import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The README's Quick start and integration pages show these files whole; test/types/tsconfig.json compiles
// them against the built declarations (npm run typecheck), so the examples keep compiling.
const examples = {
  'Quick start for a host app': 'test/types/readme/quickStart.tsx',
  'With wagmi': 'test/types/readme/withWagmi.tsx',
  'With viem': 'test/types/readme/withViem.ts',
  'With the Solana wallet adapter': 'test/types/readme/withSolana.tsx',
}

/** The first code block under the README heading `## title`. */
function exampleUnder(readme: string, title: string): string | undefined {
  const section = readme.split(`\n## ${title}\n`)[1]?.split('\n## ')[0]
  return section?.match(/```tsx?\n([\s\S]*?)\n```/)?.[1]
}

describe('README examples', () => {
  it('default: each integration page shows its compiled example, unchanged', () => {
    const readme = readFileSync('README.md', 'utf8')
    for (const [title, file] of Object.entries(examples)) expect(exampleUnder(readme, title), title).toBe(readFileSync(file, 'utf8').trimEnd())
  })

  it("rule: a host app's Quick start comes before running this repository and operating the API, with its install command and what apiUrl is for", () => {
    const readme = readFileSync('README.md', 'utf8')
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]!)
    expect(headings.indexOf('Quick start for a host app')).toBe(0)
    const quickStart = readme.split('\n## Quick start for a host app\n')[1]!.split('\n## ')[0]!
    expect(quickStart).toMatch(/```sh\nnpm install airlock react react-dom\n```/)
    expect(quickStart).toMatch(/`apiUrl` is where the modal finds the Airlock API/)
    expect(exampleUnder(readme, 'Quick start for a host app')).toContain("apiUrl: '")
  })

  it("rule headless: every hook airlock/react gives has its row in the README's reference (what it gives, its steps, its errors), and the complete example is the one npm start serves", () => {
    const readme = readFileSync('README.md', 'utf8')
    const reference = readme.split('\n### The hooks, one by one\n')[1]!.split('\n## ')[0]!
    const hooks = [...readFileSync('ui/index.ts', 'utf8').matchAll(/^export \{ (use\w+), type Use\w+Return \} from '\.\/headless\//gm)].map((match) => match[1]!)
    expect(hooks.length).toBeGreaterThanOrEqual(8)
    for (const hook of hooks) expect(reference, hook).toMatch(new RegExp(`^\\| \`${hook}\\(\\)\` \\| .+ \\| .+ \\| .+ \\|$`, 'm'))
    expect(readme).toContain('http://127.0.0.1:5173/headless/')
    expect(readme).toContain('`demo/headless/`')
    expect(readme).not.toMatch(/test\/fixtures\/headlessHost/)
  })

  it('error: an example that differs from its file is caught', () => {
    const readme = '# x\n\n## With viem\n\n```ts\nconst changed = 1\n```\n'
    expect(exampleUnder(readme, 'With viem')).not.toBe(readFileSync(examples['With viem'], 'utf8').trimEnd())
  })
})
