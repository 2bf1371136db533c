import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** Thrown when a plugin cannot be loaded or set up, or a view has no provider. */
export class PluginError extends AirlockError {
  override name = 'PluginError'
  readonly plugin: string | undefined

  constructor(
    code: 'PLUGIN_LOAD_FAILED' | 'PLUGIN_SETUP_FAILED' | 'PLUGIN_NOT_READY' | 'UNKNOWN_VIEW' | 'FEATURE_OFF',
    shortMessage: string,
    options: AirlockErrorOptions & { plugin?: string } = {},
  ) {
    super(code, shortMessage, options)
    this.plugin = options.plugin
  }
}
