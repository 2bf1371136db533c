import { FeatureError } from './FeatureError.js'

/** What a feature's state says went wrong: the code, the text and the field, or nothing. */
export interface FeatureProblem {
  code: string
  message: string
  field?: string | undefined
  cause?: unknown
}

/**
 * Makes a feature's `errorOf`: `describe` reads its state's error as a code and a text, and
 * the same error value gives the same `FeatureError` each time it is asked, so a host's
 * render and effects see one error until the state holds another.
 */
export function featureErrorOf<S>(feature: string, key: (state: S) => unknown, describe: (state: S) => FeatureProblem | undefined): (state: S) => FeatureError | undefined {
  let last: { key: unknown; error: FeatureError | undefined } | undefined
  return (state) => {
    const now = key(state)
    if (last && Object.is(last.key, now)) return last.error
    const problem = now === undefined ? undefined : describe(state)
    const error = problem && new FeatureError(feature, problem.code, problem.message, { field: problem.field, cause: problem.cause })
    last = { key: now, error }
    return error
  }
}
