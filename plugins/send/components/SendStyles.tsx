import { StyleSheet } from 'airlock/react/kit'
import { sendStyles } from './sendStyles.js'

/** The send views' style sheet; React hoists it into the head once, however many views render it. */
export function SendStyles() {
  return <StyleSheet id="airlock-send" css={sendStyles} />
}
