/** Options shared by every Airlock error. */
export interface AirlockErrorOptions {
  /** What went wrong underneath, kept for `walk()` and logs. */
  cause?: unknown
  /** Extra facts for a developer; never shown to people. */
  details?: string
}

/**
 * The base of every error Airlock throws, but one: a hook or component used outside
 * `<AirlockProvider>` throws a plain `Error` with the same stable `code` (`NO_PROVIDER`).
 * `code` is stable and is what callers match on; `shortMessage` is written for people;
 * `details` and `cause` are for developers.
 *
 * @example
 * try { await airlock.plugins.load('greeter') } catch (error) {
 *   if (error instanceof AirlockError && error.code === 'PLUGIN_LOAD_FAILED') retry()
 * }
 */
export class AirlockError extends Error {
  override name = 'AirlockError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, options: AirlockErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }

  /** Follows `cause` down the chain and returns the deepest error, or the first one `match` accepts. */
  walk(match?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current) {
      if (match?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (!next) return match ? undefined : current
      current = next
    }
    return undefined
  }
}
