import { StyleSheet } from '../kit/StyleSheet.js'
import { buttonStyles } from './buttonStyles.js'

/**
 * The buttons' style sheet. React hoists it into the document head once however many
 * buttons render, on the server as on the client.
 */
export function ButtonStyles() {
  return <StyleSheet id="airlock-buttons" css={buttonStyles} />
}
