import { relative } from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'

/**
 * Names, at the end of a run, every test that passed only on a retry (CI gives the browser
 * suites one) with what failed before, so a race that a retry hid is still seen in the log.
 */
export class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = []

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0
    const result = testCase.result()
    if (retries === 0 || result.state !== 'passed') return
    // A passed test keeps the errors of the tries before: the first line of each says what lost the
    // race, the line of the test it stopped at says where, and a browser wait names what it waited for.
    const failures = (result.errors ?? []).map((error) => {
      const message = String(error.message)
      const at = error.stacks?.find((frame) => frame.file === testCase.module.moduleId)
      const waited = /waiting for (.+)/.exec(message)?.[1]
      return [`      ${message.split('\n')[0]}`, at && ` at line ${at.line}`, waited && ` (waiting for ${waited})`].filter(Boolean).join('')
    })
    this.retried.push([`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (retried ${retries}×)`, ...failures].join('\n'))
  }

  onTestRunEnd(): void {
    if (!this.retried.length) return
    console.log(`\nPassed only on a retry (${this.retried.length}):\n${this.retried.map((name) => `  ${name}`).join('\n')}\n`)
  }
}
