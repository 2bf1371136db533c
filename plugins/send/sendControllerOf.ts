import type { AirlockContext, EventBus } from 'airlock'
import { createSendController, type SendController } from './createSendController.js'

// One controller per kernel, found by the kernel's bus: the plugin's setup receives the
// kernel's context and the views the `Airlock` object, which share their services.
const controllers = new WeakMap<EventBus, SendController>()

/** The send controller of the kernel `context` belongs to, created on first use. */
export function sendControllerOf(context: AirlockContext): SendController {
  let controller = controllers.get(context.bus)
  if (!controller) controllers.set(context.bus, (controller = createSendController(context)))
  return controller
}

/** Forgets the controller of a kernel whose plugin was torn down. */
export function forgetSendController(context: AirlockContext): void {
  controllers.delete(context.bus)
}
