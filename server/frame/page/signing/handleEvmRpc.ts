import { isHex, numberToHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from './SigningContext.js'
import { evmWalletClient } from './evmWalletClient.js'
import { sendEvmTransaction } from './sendEvmTransaction.js'
import { readCallsStatus } from './readCallsStatus.js'
import { readEvmAssets } from './readEvmAssets.js'
import { readEvmTransaction } from './readEvmTransaction.js'
import { sendEvmCalls } from './sendEvmCalls.js'
import type { ApprovalTerms } from './createApprovalStore.js'
import { readSendCallsRequest } from './readSendCallsRequest.js'
import { askBundler, userOperationQueries, sendSmartAccountBatch, sendSmartAccountTransaction, smartAccountCapabilities } from '../smartAccount/smartAccountMethods.js'
import { eip7702DelegateOf, isDelegatedTo } from '../smartAccount/planEoaBatch.js'
import { readUserOperationCalls } from '../smartAccount/readUserOperationCalls.js'
import { approvedPaymaster } from '../smartAccount/Paymaster.js'
import { sendSmartAccountCalls } from '../smartAccount/sendSmartAccountCalls.js'
import { sendGrant } from '../permissions/sendGrant.js'
import { sendRevoke } from '../permissions/sendRevoke.js'
import { permissionCapabilities } from '../permissions/permissionCapabilities.js'

/**
 * EIP-5792 capabilities of the EOA on one chain: with an EIP-7702 delegate there, `supported`
 * once the account is delegated and `ready` before (a batch that requires atomicity
 * delegates it, with approval); `unsupported` elsewhere (calls go one by one).
 */
async function eoaCapabilities(ctx: SigningContext, chainId: string, address: string) {
  // Upgraded for permissions, the account batches through the framework's account code.
  const deleGator = (await ctx.smartAccounts.networks()).networks.find((network) => network.caipNetworkId === chainId)?.permissions?.eip7702DeleGator
  if (deleGator && (await isDelegatedTo(ctx, chainId, address, deleGator).catch(() => false))) return { atomic: { status: 'supported' } }
  const delegate = await eip7702DelegateOf(ctx, chainId).catch(() => undefined)
  if (!delegate) return { atomic: { status: 'unsupported' } }
  const delegated = await isDelegatedTo(ctx, chainId, address, delegate).catch(() => false)
  return { atomic: { status: delegated ? 'supported' : 'ready' } }
}

const param = (params: unknown, index: number) => (Array.isArray(params) ? params[index] : undefined)
const sameAccount = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
const otherAccount = () => new FrameFailure('invalid_input', 'The request is for another account', { field: 'address', rpcCode: 4100 })

/** Reads eth_signTypedData_v4's data (a JSON string or an object). */
function readTypedData(raw: unknown): TypedDataDefinition {
  try {
    const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
    if (!data || typeof data !== 'object' || typeof data.primaryType !== 'string' || !data.types) throw new Error('shape')
    return data
  } catch {
    throw new FrameFailure('invalid_input', 'Invalid typed data', { field: 'typedData', rpcCode: -32602 })
  }
}

/**
 * Answers one eip155 RPC call in the frame, with the signed-in account: accounts and chain
 * here, SPEC §6 reads through the API's proxy, and the approved signing methods with the key
 * rebuilt for that one call. With the user's smart account active on the chain, it is the
 * account, and sends go as its user operations (gas sponsored when the approval said so).
 * The caller has already enforced the SPEC §6 split.
 */
export async function handleEvmRpc(ctx: SigningContext, chainId: string, method: string, params: unknown, terms: ApprovalTerms = {}): Promise<unknown> {
  const eoa = ctx.keyring.address('eip155')
  if (!eoa) throw new FrameFailure('not_connected', 'Sign in first', { rpcCode: 4100 })
  const smart = await ctx.smartAccounts.active(chainId)
  const address = smart?.address ?? eoa
  // The account switched since the approval (smart account ⇄ EOA): what was shown is not what would run.
  if (terms.from && terms.from.toLowerCase() !== address.toLowerCase()) {
    throw new FrameFailure('approval_required', 'The account changed since this approval; ask again', { rpcCode: 4100 })
  }
  if (userOperationQueries.has(method)) return askBundler(await ctx.smartAccounts.on(chainId), method, params)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(Number(chainId.split(':')[1]))
    case 'wallet_getCapabilities': {
      const chains = ctx.chains.filter((c) => c.startsWith('eip155:'))
      const capabilities = await Promise.all(chains.map(async (c) => {
        const handle = await ctx.smartAccounts.active(c).catch(() => undefined)
        const [base, permissions] = await Promise.all([handle ? smartAccountCapabilities(handle) : eoaCapabilities(ctx, c, eoa), permissionCapabilities(ctx, c, eoa, Boolean(handle))])
        return { ...base, permissions }
      }))
      return Object.fromEntries(chains.map((c, i) => [numberToHex(Number(c.split(':')[1])), capabilities[i]]))
    }
    case 'wallet_getCallsStatus':
      return readCallsStatus(ctx, params)
    case 'wallet_getAssets':
      return readEvmAssets(ctx, chainId, address)
    case 'personal_sign': {
      const message = param(params, 0)
      if (!sameAccount(param(params, 1), address)) throw otherAccount()
      if (typeof message !== 'string') throw new FrameFailure('invalid_input', 'Invalid message', { field: 'message', rpcCode: -32602 })
      const signable = isHex(message) ? { raw: message as Hex } : message
      // The smart account's signature is ERC-1271 (ERC-7739), made by its owner key.
      if (smart) return smart.account.signMessage({ message: signable })
      return ctx.keyring.withKey('eip155', (secret) => privateKeyToAccount(bytesToHex(secret)).signMessage({ message: signable }))
    }
    case 'eth_signTypedData_v4': {
      if (!sameAccount(param(params, 0), address)) throw otherAccount()
      const typedData = readTypedData(param(params, 1))
      if (smart) return smart.account.signTypedData(typedData)
      return ctx.keyring.withKey('eip155', (secret) => privateKeyToAccount(bytesToHex(secret)).signTypedData(typedData))
    }
    case 'eth_sendTransaction': {
      const tx = readEvmTransaction(param(params, 0), address)
      if (smart) return sendSmartAccountTransaction(smart, tx, approvedPaymaster(terms))
      return ctx.keyring.withKey('eip155', async (secret) => {
        const client = evmWalletClient(secret, chainId, ctx.rpc)
        return sendEvmTransaction(client, tx)
      })
    }
    case 'wallet_sendCalls':
      if (smart) return sendSmartAccountBatch(ctx, smart, readSendCallsRequest(chainId, address, params), approvedPaymaster(terms))
      return sendEvmCalls(ctx, chainId, address, params, terms)
    case 'eth_sendUserOperation':
      if (smart) return sendSmartAccountCalls(smart, await readUserOperationCalls(smart, params), approvedPaymaster(terms))
      throw new FrameFailure('unsupported', 'Switch to the smart account to send user operations', { rpcCode: 4200 })
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions': {
      // Planned at PREPARE_APPROVAL (EOA only) and held to here, exactly as shown.
      const plan = terms.permissions
      if (smart || !plan || plan.kind !== (method === 'wallet_grantPermissions' ? 'grant' : 'revoke') || plan.chainId !== chainId) {
        throw new FrameFailure('approval_required', 'This request needs the person’s approval first', { rpcCode: 4100 })
      }
      return plan.kind === 'grant' ? sendGrant(ctx, plan, eoa as `0x${string}`) : sendRevoke(ctx, plan)
    }
    default:
      return ctx.rpc(chainId, method, params)
  }
}
