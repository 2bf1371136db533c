import type { Airlock, ViewName } from '../../kit/index.js'

type ModalModule = typeof import('./Modal.js')

let loaded: ModalModule | undefined

/**
 * Loads the modal shell's code (a separate chunk, never part of the host's start-up) and,
 * given the instance, what its first open shows beside it (`uiDoors.modal`). What start-up
 * can ask for itself is asked for here, in the same moment as the shell rather than behind
 * it: every feature's details (`plugins.prepare`) and, for Connect, the page's wallets
 * (`wallets.discover`, which hears EIP-6963 announcements from then on).
 */
export function loadModal(airlock?: Airlock): Promise<ModalModule> {
  if (loaded) return Promise.resolve(loaded)
  // The shell's door is asked for first: the connections a browser opens to one server are
  // few, and what the first frame needs must not queue behind every feature's details.
  const shell = import('../uiDoors.js').then((doors) => doors.uiDoors.modal(airlock))
  if (airlock) {
    airlock.plugins.prepare().catch(() => {})
    if (!airlock.chain.activeCaipAddress()) void airlock.wallets.discover()
  }
  return shell.then((module) => {
    // The view the first open shows starts resolving the moment the shell is here, not once
    // the stage has rendered: a click that came first renders the modal before any effect of
    // the stage's could ask (issue 46).
    if (airlock) void module.preloadView(airlock).catch(() => {})
    return (loaded = module)
  })
}

/**
 * The modal shell if its code is already here. Rendering it directly, rather than through
 * React.lazy, avoids the pause React puts before revealing suspended content.
 */
export function loadedModal(): ModalModule | undefined {
  return loaded
}

/**
 * Downloads the modal shell and one of the modal's own views (by default the one an open
 * would show now: Account or Connect) ahead of a likely click, so the click renders both at
 * once. For Connect, wallet discovery and the registry's recommendations start too.
 * Settles when the view's code is here (never rejects). Asked again (the buttons ask on
 * pointer, focus and touch, in the very gesture that opens the modal), it costs nothing.
 */
export function prefetchModal(airlock: Airlock, view?: ViewName): Promise<void> {
  return loadModal(airlock)
    .then((module) => module.preloadView(airlock, view))
    .catch(() => {})
}
