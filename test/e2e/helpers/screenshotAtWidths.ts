import type { Page } from 'playwright-core'

/** Where AIRLOCK_SCREENSHOTS asks views to be photographed, to look at; unset: none. */
export const screenshotDir = process.env['AIRLOCK_SCREENSHOTS']

/** With AIRLOCK_SCREENSHOTS set, the page as it is at 1280 and 360 px wide. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return
  const size = page.viewportSize()
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: size?.height ?? 800 })
    // The modal eases into a new size or view; photograph where it comes to rest (a spinner's
    // endless turn is not waited for).
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    )
    await page.screenshot({ path: `${screenshotDir}/${name.replace(/[^\w-]+/g, '_')}-${width}.png` })
  }
  if (size) await page.setViewportSize(size)
}

/** With AIRLOCK_SCREENSHOTS set, the open modal in its light and dark themes at both widths. */
export async function screenshotModal(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return
  const theme = await page.locator('.airlock-modal').getAttribute('data-airlock-theme')
  for (const mode of ['light', 'dark']) {
    await page.evaluate((next) => {
      for (const element of document.querySelectorAll('.airlock-overlay [data-airlock-theme], .airlock-overlay')) element.setAttribute('data-airlock-theme', next)
    }, mode)
    await screenshotAtWidths(page, `${name}-${mode}`)
  }
  await page.evaluate((next) => {
    for (const element of document.querySelectorAll('.airlock-overlay [data-airlock-theme], .airlock-overlay')) element.setAttribute('data-airlock-theme', next)
  }, theme!)
}
