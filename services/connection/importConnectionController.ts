/**
 * Imports the connection controller. Start-up reaches it through this module, which has no
 * imports of its own: the list of the controller's chunks that Vite preloads with it stays
 * out of start-up.
 */
export const importConnectionController = () => import('./createConnectionController.js')
