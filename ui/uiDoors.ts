/**
 * The parts of the UI start-up loads on demand: the modal shell and the account button.
 * Start-up reaches both through this one module, which has no imports of its own: start-up
 * holds one loader for them, and the lists of chunks Vite preloads with each stay out of
 * start-up.
 */
export const uiDoors = {
  modal: () => import('./modal/Modal.js'),
  accountButton: () => import('./AccountButton.js'),
}
