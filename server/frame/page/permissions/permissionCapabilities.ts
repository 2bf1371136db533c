import { permissionTypes, policyTypes } from '../../../../adapters/embedded/protocol/permissions/permissionTypes.js'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from '../signing/SigningContext.js'
import { readPermissionSupport } from './readFramework.js'

/**
 * ERC-7715's `permissions` capability of the account on one chain: `supported` with the
 * signer, permission and policy types where the EOA can grant (`status: 'ready'` until its
 * first grant upgrades it, `supported` after), or `supported: false` with the reason (the
 * smart account, a chain without the framework, other EIP-7702 code).
 */
export async function permissionCapabilities(ctx: SigningContext, chainId: string, eoa: string, smartAccount: boolean) {
  const unsupported = (reason: string) => ({ supported: false, reason })
  if (smartAccount) return unsupported('This smart account cannot grant permissions; the regular account can')
  try {
    const support = await readPermissionSupport(ctx, chainId, eoa)
    const upgraded = support.delegatedTo?.toLowerCase() === support.framework.eip7702DeleGator.toLowerCase()
    return { supported: true, status: upgraded ? 'supported' : 'ready', signerTypes: ['account'], permissionTypes: [...permissionTypes], policyTypes: [...policyTypes] }
  } catch (error) {
    if (error instanceof FrameFailure) return unsupported(error.message)
    return unsupported('The wallet could not read this network')
  }
}
