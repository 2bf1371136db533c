import { StyleSheet } from 'airlock/react/kit'
import { swapStyles } from './swapStyles.js'

/** The swap views' style sheet; React hoists it into the head once, however many views render it. */
export function SwapStyles() {
  return <StyleSheet id="airlock-swaps" css={swapStyles} />
}
