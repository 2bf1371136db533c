import { ModalHost } from './modal/ModalHost.js'

/**
 * The modal, rendered where this element is placed. Use it with `disableAppend` (a dialog
 * rendered in place) or `enableEmbedded` (an always-visible widget inline in the page).
 */
export function AirlockModal() {
  return <ModalHost inPlace />
}
