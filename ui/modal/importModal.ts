/**
 * Imports the modal shell. Start-up reaches it through this module, which has no imports of
 * its own: the list of the shell's chunks that Vite preloads with it stays out of start-up.
 */
export const importModal = () => import('./Modal.js')
