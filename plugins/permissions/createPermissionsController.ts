import { type AirlockContext, formatTokenAmount, PermissionError, type PermissionGrant, type PermissionRequest, type PermissionResponse } from 'airlock/kit'
import type { Address, Hex } from 'viem'
import { proxy } from 'valtio/vanilla'
import type { PermissionCall } from './checkCalls.js'
import { permissionNetworks, type PermissionNetwork } from './permissionNetworks.js'
import type { AppKey } from './sendUnderGrant.js'

/** What the permissions feature shows: the connected person's live grants (embedded wallet). */
export interface PermissionsState {
  grants: PermissionGrant[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: PermissionError | undefined
  /** The context of the grant being revoked (its approval may be showing). */
  revoking: string | undefined
  /** How the last revocation ended, and whose grant it was: kept while the approval replaced the list. */
  lastRevoke: { app: string; outcome: 'revoked' | 'declined' | 'failed' } | undefined
}

/** What is left of a grant this period, read from the chain. */
export interface PermissionAllowance {
  /** In the smallest unit (wei, or the token's). */
  left: bigint
  periodAmount: bigint
  /** UNIX seconds when the next period begins. */
  periodEndsAt: number
  revoked: boolean
  expired: boolean
  /** With a call limit: the uses made. */
  callsMade?: number
}

/** The permissions feature of one instance: `loadFeature(airlock, 'permissions')`, `usePermissions()`, its view. */
export interface PermissionsController {
  readonly state: PermissionsState
  /**
   * Asks the connected wallet for permissions (ERC-7715 `wallet_grantPermissions`): the
   * embedded wallet's approval opens in the modal; a wallet that declares the capability gets
   * the request as it is; any other rejects with `PERMISSIONS_UNSUPPORTED`.
   */
  grant(requests: PermissionRequest | readonly PermissionRequest[]): Promise<PermissionResponse[]>
  /** Ends a grant on chain (`wallet_revokePermissions`, after the person approves). */
  revoke(context: Hex): Promise<void>
  /** Reads the live grants again (the embedded wallet's list, with their use). */
  refresh(): Promise<PermissionGrant[]>
  /** The app's own account for `key` (what a request names as `signer`); the key stays the app's. */
  appAccount(key: AppKey): Promise<{ address: Address }>
  /** What is left of `permission` this period, read from the chain. */
  allowance(permission: PermissionResponse): Promise<PermissionAllowance>
  /**
   * Acts under `permission` with the app's own `key`: checks the calls against the grant and
   * what is left of it (rejecting with `PERMISSION_EXCEEDED`, `PERMISSION_NOT_ALLOWED`,
   * `PERMISSION_EXPIRED` or `PERMISSION_REVOKED` before sending), then sends them through the
   * bundler as the app's account, with no prompt. The chain enforces the same rules.
   */
  sendCalls(options: { permission: PermissionResponse; calls: readonly PermissionCall[]; key: AppKey; paymasterUrl?: string }): Promise<{ userOperationHash: Hex; transactionHash: Hex }>
}

const codeOf = (error: unknown): number | undefined => {
  for (let current = error as { code?: unknown; walletCode?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 6; current = current.cause as never, depth++) {
    if (typeof current.walletCode === 'number') return current.walletCode
    if (typeof current.code === 'number') return current.code
  }
  return undefined
}
// The wallet's own words (the embedded wallet names why), found in the cause chain.
const messageOf = (error: unknown): string | undefined => {
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 6; current = current.cause as never, depth++) {
    if (typeof current.code === 'number' && typeof current.message === 'string') return current.message
  }
  return undefined
}

/** Turns a wallet's refusal into the feature's error, by EIP-1193 code. */
function toPermissionError(error: unknown): PermissionError {
  if (error instanceof PermissionError) return error
  const code = codeOf(error)
  const words = messageOf(error)
  if (code === 4001) return new PermissionError('PERMISSION_DECLINED', 'The request was declined', { cause: error })
  if (code === 4200) return new PermissionError('PERMISSIONS_UNSUPPORTED', words ?? 'This wallet does not support permissions', { cause: error })
  if (code === -32602 || code === 4100) return new PermissionError('PERMISSION_INVALID', words ?? 'The wallet cannot take this request', { cause: error })
  return new PermissionError('PERMISSION_FAILED', words ?? 'The wallet could not do this', { cause: error })
}

/** The permissions feature's controller. */
export function createPermissionsController(context: AirlockContext): PermissionsController {
  const state = proxy<PermissionsState>({ grants: [], status: 'idle', error: undefined, revoking: undefined, lastRevoke: undefined })
  const connection = () => context.connection()
  const connectedAddress = () => {
    const account = context.chain.state.accounts.eip155
    if (account?.status !== 'connected' || !account.address) throw new PermissionError('PERMISSIONS_UNSUPPORTED', 'Connect a wallet first')
    return account
  }
  const networkOf = async (chainId: Hex | string): Promise<{ network: PermissionNetwork; rpcUrl: string }> => {
    const caip = String(chainId).startsWith('eip155:') ? String(chainId) : `eip155:${Number(chainId)}`
    const network = (await permissionNetworks(context)).find((n) => n.caipNetworkId === caip)
    const rpcUrl = context.chain.networkById(caip as never)?.rpcUrls.default.http[0]
    if (!network || !rpcUrl) throw new PermissionError('PERMISSIONS_UNSUPPORTED', `Permissions are not available on ${caip}`)
    return { network, rpcUrl }
  }
  const onChain = async (permission: PermissionResponse) => {
    const { network, rpcUrl } = await networkOf(permission.chainId)
    const { publicClientOf, readGrantOnChain } = await import('./onChain.js')
    return { network, rpcUrl, read: await readGrantOnChain(publicClientOf(rpcUrl), network, permission) }
  }
  const isEmbedded = () => context.chain.state.accounts.eip155?.connectedWalletInfo?.identifier === 'embedded'

  const refresh = async (): Promise<PermissionGrant[]> => {
    if (!isEmbedded()) {
      Object.assign(state, { grants: [], status: 'ready', error: undefined })
      return []
    }
    state.status = 'loading'
    try {
      const grants = await (await (await connection()).connector('embedded')).permissions()
      Object.assign(state, { grants, status: 'ready', error: undefined })
      return grants
    } catch (error) {
      Object.assign(state, { status: 'error', error: toPermissionError(error) })
      throw state.error
    }
  }

  return {
    state,
    async grant(requests) {
      const list = Array.isArray(requests) ? [...requests] : [requests as PermissionRequest]
      const account = connectedAddress()
      const wallet = await connection()
      // Only a wallet that declares the capability is asked (ERC-7715 over EIP-5792).
      let capabilities: Record<string, { permissions?: { supported?: boolean; reason?: string } }> | undefined
      try {
        capabilities = (await wallet.request({ method: 'wallet_getCapabilities', params: [account.address] }, 'eip155')) as typeof capabilities
      } catch (error) {
        throw new PermissionError('PERMISSIONS_UNSUPPORTED', 'This wallet does not support permissions', { cause: error })
      }
      for (const request of list) {
        const declared = capabilities?.[`0x${Number(request.chainId).toString(16)}`]?.permissions ?? capabilities?.['0x0']?.permissions
        if (!declared?.supported) throw new PermissionError('PERMISSIONS_UNSUPPORTED', declared?.reason ?? 'This wallet does not support permissions')
      }
      let granted: PermissionResponse[]
      try {
        granted = (await wallet.request({ method: 'wallet_grantPermissions', params: list }, 'eip155')) as PermissionResponse[]
      } catch (error) {
        throw toPermissionError(error)
      }
      if (isEmbedded()) void refresh().catch(() => {})
      return granted
    },
    async revoke(permissionContext) {
      connectedAddress()
      const app = state.grants.find((g) => g.context === permissionContext)?.app ?? ''
      Object.assign(state, { revoking: permissionContext, lastRevoke: undefined })
      try {
        await (await connection()).request({ method: 'wallet_revokePermissions', params: [{ permissionContext }] }, 'eip155')
        state.lastRevoke = { app, outcome: 'revoked' }
      } catch (error) {
        const failure = toPermissionError(error)
        state.lastRevoke = { app, outcome: failure.code === 'PERMISSION_DECLINED' ? 'declined' : 'failed' }
        throw failure
      } finally {
        state.revoking = undefined
      }
      if (isEmbedded()) await refresh().catch(() => {})
    },
    refresh,
    async appAccount(key) {
      const active: string = context.chain.state.activeCaipNetworkId
      const { network, rpcUrl } = await networkOf(active.startsWith('eip155:') ? active : (await permissionNetworks(context))[0]?.caipNetworkId ?? 'eip155:0')
      const { openAppAccount } = await import('./onChain.js')
      return { address: (await openAppAccount(network, rpcUrl, key)).address }
    },
    async allowance(permission) {
      const { read } = await onChain(permission)
      return {
        left: read.allowance?.left ?? 0n,
        periodAmount: read.allowance?.periodAmount ?? 0n,
        periodEndsAt: read.allowance?.periodEndsAt ?? permission.expiry,
        revoked: read.revoked,
        expired: read.now >= permission.expiry,
        ...(read.callsMade !== undefined && { callsMade: read.callsMade }),
      }
    },
    async sendCalls({ permission, calls, key, paymasterUrl }) {
      const { network, rpcUrl, read } = await onChain(permission)
      const network0 = context.chain.networkById(`eip155:${Number(permission.chainId)}` as never)
      const granted = permission.permission
      const decimals = granted.type === 'native-token-periodic' ? (network0?.nativeCurrency.decimals ?? 18) : 0
      const unit = granted.type === 'native-token-periodic' ? (network0?.nativeCurrency.symbol ?? 'ETH') : granted.type === 'erc20-token-periodic' ? `units of ${granted.data.tokenAddress}` : ''
      const { checkCalls, sendUnderGrant } = await import('./onChain.js')
      checkCalls(permission, read, calls, (amount) => `${formatTokenAmount(amount, decimals)} ${unit}`)
      return sendUnderGrant({ network, rpcUrl, permission, calls, key, paymasterUrl })
    },
  }
}
