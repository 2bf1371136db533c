import { type Stack, startStack } from '../../../server/stack/startStack.js'

/** Starts a private local stack on free ports for one test file. */
export function startTestStack(): Promise<Stack> {
  return startStack({ ports: 'random' })
}
