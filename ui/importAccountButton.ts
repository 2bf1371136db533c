/**
 * Imports the account button. Start-up reaches it through this module, which has no imports
 * of its own: the list of the button's chunks that Vite preloads with it stays out of start-up.
 */
export const importAccountButton = () => import('./AccountButton.js')
