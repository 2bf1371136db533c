import { walletConnectStyles } from '../adapters/walletconnect/views/walletConnectStyles.js'
import { activityStyles } from '../plugins/activity/activityStyles.js'
import { passkeysStyles } from '../plugins/passkeys/passkeysStyles.js'
import { permissionsStyles } from '../plugins/permissions/permissionsStyles.js'
import { receiveStyles } from '../plugins/receive/receiveStyles.js'
import { sendResultStyles } from '../plugins/send/components/sendResultStyles.js'
import { sendStyles } from '../plugins/send/components/sendStyles.js'
import { swapStyles } from '../plugins/swaps/swapStyles.js'
import { LINKED_STYLESHEET_PROPERTY } from '../ui/kit/StyleSheet.js'
import { addressNameStyles } from '../ui/kit/names/addressNameStyles.js'
import { simulationStyles } from '../ui/kit/simulation/simulationStyles.js'
import { permissionStyles } from '../ui/kit/permissions/permissionStyles.js'
import { buttonStyles } from '../ui/theme/buttonStyles.js'
import { buttonVariantStyles } from '../ui/theme/buttonVariantStyles.js'
import { modalStyles } from '../ui/theme/modalStyles.js'
import { socialTilesStyles } from '../ui/views/socialTilesStyles.js'

/** Every style sheet the built-in UI inserts, by the id its `StyleSheet` element carries. */
export const builtinStyleSheets: Record<string, string> = {
  'airlock-buttons': buttonStyles,
  'airlock-button-variants': buttonVariantStyles,
  'airlock-modal': modalStyles,
  'airlock-connect': socialTilesStyles,
  'airlock-activity': activityStyles,
  'airlock-send': sendStyles,
  'airlock-send-result': sendResultStyles,
  'airlock-receive': receiveStyles,
  'airlock-passkeys': passkeysStyles,
  'airlock-swaps': swapStyles,
  'airlock-simulation': simulationStyles,
  'airlock-permission': permissionStyles,
  'airlock-permissions': permissionsStyles,
  'airlock-address-name': addressNameStyles,
  'airlock-walletconnect': walletConnectStyles,
}

/**
 * The text of `airlock/styles.css`: every built-in sheet, and the custom property that tells
 * Airlock the page links it (so it inserts no `<style>` of its own).
 */
export function stylesheetFile(): string {
  const sheets = Object.entries(builtinStyleSheets).map(([id, css]) => `/* ${id} */\n${css.trim()}\n`)
  return [`/* Airlock's styles, for pages whose Content-Security-Policy allows no inline styles. */\n:root{${LINKED_STYLESHEET_PROPERTY}:1}\n`, ...sheets].join('')
}
