import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core over the modal (its overlay) in `page`, or over what `include` selects (a
 * whole page: `'body'`); each violation as `id (node count)`. axe is evaluated through the
 * browser's debugging protocol, which a page's Content-Security-Policy does not govern, so
 * pages under a policy (the demo's) are checked as they are served.
 */
export async function axeViolations(page: Page, include = '.airlock-overlay'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (selector) => {
    // Colours are measured as painted: let view transitions end (spinners never do).
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe
    const result = await axe.run({ include: [[selector]] })
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)
  }, include)
}

/**
 * Runs axe-core over a whole page inside a frame (a wallet frame page the modal shows, whose
 * accessibility the host's run cannot reach across origins), evaluated as above.
 */
export async function axeViolationsInFrame(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe
    const result = await axe.run(document)
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`)
  })
}
