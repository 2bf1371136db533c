import type { FrameUrlParams } from '../../adapters/embedded/protocol/frameUrl.js'
import { isAncestorAllowed } from './frameAncestors.js'
import type { ProjectAncestry } from './readProjectOrigins.js'

/**
 * Whether the hidden frame takes its parent's own Approve (CONFIRM_APPROVAL) instead of the
 * wallet's Approve button: the app asked for it (`embedded: { approvals: 'host' }`), the
 * project's record allows it (`hostApprovals`), and the parent is one of the project's own
 * allowlisted origins. SPEC §9's development hosts never qualify, even for a project that
 * lets them embed its frame: any page on localhost could otherwise approve for the person.
 * The app's word alone never turns the wallet's own Approve off.
 */
export function hostApprovalsFor(params: Pick<FrameUrlParams, 'approvals' | 'parentOrigin'>, project: ProjectAncestry | undefined): boolean {
  if (params.approvals !== 'host' || !project?.hostApprovals || !params.parentOrigin) return false
  return isAncestorAllowed(params.parentOrigin, project.allowedOrigins)
}
