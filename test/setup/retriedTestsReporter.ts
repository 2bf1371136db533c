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
    // A passed test keeps the errors of the tries before: the first line of each says what lost the race.
    const failures = (result.errors ?? []).map((error) => `      ${String(error.message).split('\n')[0]}`)
    this.retried.push([`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (retried ${retries}×)`, ...failures].join('\n'))
  }

  onTestRunEnd(): void {
    if (!this.retried.length) return
    console.log(`\nPassed only on a retry (${this.retried.length}):\n${this.retried.map((name) => `  ${name}`).join('\n')}\n`)
  }
}
