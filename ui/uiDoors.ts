import type { Airlock } from '../kit/index.js'
import { recommendationSkip, recommendedWalletPages, walletPageParams } from '../services/wallets/walletPages.js'

// The instances whose first open is already on its way.
const asked = new WeakSet<Airlock>()

/**
 * The parts of the UI start-up loads on demand: the modal shell (with what its first open
 * shows) and the account button. Start-up reaches both through this one module, a chunk of
 * its own: start-up holds one loader for them, and the lists of chunks Vite preloads with each
 * stay out of start-up. Its one import, the registry's page queries (a module with no imports
 * of its own), is the one chunk start-up's loader preloads beside it.
 */
export const uiDoors = {
  /**
   * The modal shell's code. Given the instance (the modal's host asks from the moment it
   * mounts, and asks the plugin host's preparation and wallet discovery itself), what its
   * first open shows is asked for in the same moment rather than one chunk after another
   * behind the shell: for Connect, the view's code, the API's calls and the registry's
   * recommendations. A click soon after the button shows then waits for one round of
   * fetches, not a chain of them. Once per instance.
   */
  modal(airlock?: Airlock) {
    const shell = import('./modal/Modal.js')
    if (airlock && !asked.has(airlock)) {
      asked.add(airlock)
      // Each settles on its own; what fails is asked again, and reported, where it is used.
      const quietly = (loading: Promise<unknown> | undefined) => void loading?.catch(() => {})
      // Account (an account connected) is left to the stage's prefetch: imported from here too,
      // the modules it shares with the shell would leave the shell's chunk for one of their own.
      if (!airlock.chain.activeCaipAddress()) {
        // The registry's pages leave now, not once the code that reads them is here.
        if (airlock.api.configured) {
          const pages = recommendedWalletPages(airlock, recommendationSkip(airlock.wallets.state.recent))
          for (const page of [pages.featured, pages.rest]) if (page) airlock.api.prefetch('/getWallets', walletPageParams(page))
        }
        quietly(import('./views/Connect.js'))
        if (airlock.api.configured) quietly(import('../services/api/callApi.js'))
        quietly(import('./views/prefetchConnectData.js').then((module) => module.prefetchConnectData(airlock)))
        // What the stage waits for before it draws the modal ahead: the list with the registry's answer.
        quietly(import('./views/connectDataSettled.js'))
      }
    }
    return shell
  },
  accountButton: () => import('./AccountButton.js'),
}
