import type { FrameHandlers, FrameState } from '../FrameState.js'
import { requireUser } from './accountHandlers.js'

/** GET_PERMISSIONS: the live grants the signed-in user made to apps, with their use read from the chain by the API. */
export function permissionHandlers(state: FrameState): Pick<FrameHandlers, 'GET_PERMISSIONS'> {
  return {
    async GET_PERMISSIONS() {
      await requireUser(state)
      const { grants } = await state.backend.listPermissions()
      return { grants: grants.map((grant) => ({ ...grant, request: grant.request as unknown as Record<string, unknown> })) }
    },
  }
}
