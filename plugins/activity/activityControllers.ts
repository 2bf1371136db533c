import type { AirlockContext } from 'airlock'
import { createTransactionsController, type TransactionsController } from './createTransactionsController.js'

const controllers = new WeakMap<object, TransactionsController>()

/** The activity controller of one kernel, made on first use. */
export function activityController(context: Pick<AirlockContext, 'api' | 'chain' | 'analytics' | 'config' | 'bus'>): TransactionsController {
  let controller = controllers.get(context.bus)
  if (!controller) controllers.set(context.bus, (controller = createTransactionsController(context)))
  return controller
}
