import { screen, waitFor } from '@testing-library/react'

/**
 * The open modal's dialog once its view is on screen, not the spinner or the wallets that stand
 * in while the view's code arrives (`ConnectFirstFrame`): a row found in those is replaced when
 * the view arrives, so a test's click could land on a row no longer in the page.
 */
export async function findViewDialog(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name }, { timeout: 10_000 })
  await waitFor(
    () => {
      if (!dialog.querySelector('[data-airlock-view]')) throw new Error('The modal shows no view yet')
    },
    { timeout: 10_000 },
  )
  return dialog
}
