import { StyleSheet } from '../kit/StyleSheet.js'
import { buttonVariantStyles } from './buttonVariantStyles.js'

/** The account and network buttons' own style sheet, beside `ButtonStyles`. */
export function ButtonVariantStyles() {
  return <StyleSheet id="airlock-button-variants" css={buttonVariantStyles} />
}
