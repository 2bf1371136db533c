import { classifyRpcMethod } from '../../../../../adapters/embedded/protocol/rpcMethodPolicy.js'
import { REQUEST_ABORTED_MESSAGE, RPC_NOT_ALLOWED_MESSAGE } from '../../../../../adapters/embedded/protocol/frameErrorCodes.js'
import type { RpcCall } from '../../../../../adapters/embedded/protocol/frameRequestPayloads.js'
import type { WalletNamespace } from '../../../custody/WalletNamespace.js'
import { handleEvmRpc } from '../../signing/handleEvmRpc.js'
import { handleSolanaRpc } from '../../signing/handleSolanaRpc.js'
import { simulationRequestOf } from '../../signing/simulationRequestOf.js'
import { summarizeApproval } from '../../signing/summarizeApproval.js'
import { checkSponsorship } from '../../smartAccount/checkSponsorship.js'
import { choosePaymaster } from '../../smartAccount/choosePaymaster.js'
import { planEoaBatch } from '../../smartAccount/planEoaBatch.js'
import { readUserOperationCalls } from '../../smartAccount/readUserOperationCalls.js'
import { readSendCallsRequest } from '../../signing/readSendCallsRequest.js'
import { FrameFailure } from '../FrameFailure.js'
import type { FrameHandlers, FrameState } from '../FrameState.js'
import { currentChain } from '../currentChain.js'
import { requireUser } from './accountHandlers.js'
import { needsSendStepUp, spendSendStepUp } from '../../passkeys/sendStepUp.js'
import { planGrant } from '../../permissions/planGrant.js'
import { planRevoke } from '../../permissions/planRevoke.js'
import { permissionsUnsupported } from '../../permissions/readFramework.js'

/** The call with its chain resolved, and what SPEC §6 says of its method. */
async function resolveCall(state: FrameState, call: RpcCall) {
  const namespace = (call.chainId?.split(':')[0] ?? (call.method.startsWith('solana_') ? 'solana' : 'eip155')) as WalletNamespace
  const policy = classifyRpcMethod(namespace, call.method)
  if (policy === 'refused') throw new FrameFailure('rpc_not_allowed', RPC_NOT_ALLOWED_MESSAGE, { rpcCode: 4200 })
  const chainId = call.chainId ?? (await currentChain(state, namespace))
  if (!(await state.chains()).includes(chainId)) throw new FrameFailure('invalid_input', 'Network not supported', { field: 'chainId', rpcCode: 4902 })
  return { namespace, policy, resolved: { chainId, method: call.method, params: call.params ?? null } }
}

/** A signed-in user whose keys this device can use. */
async function requireKeys(state: FrameState) {
  await requireUser(state)
  if (state.needsRecoveryPassword) throw new FrameFailure('recovery_password_required', 'Enter your recovery password on the wallet’s recovery page first', { rpcCode: 4100 })
}

/**
 * RPC_REQUEST with SPEC §6's split enforced in the frame: a method not allowed is refused,
 * and one needing approval runs only with a live approval of exactly this call, made by
 * PREPARE_APPROVAL and used once. PREPARE_APPROVAL decodes the call for the approval view;
 * CANCEL_APPROVAL drops one (the person rejected); CONFIRM_APPROVAL is the app's own Approve,
 * taken only from an app whose project allows it. CHECK_SPONSORSHIP answers whether the
 * project's sponsor would pay for calls from the active smart account.
 */
export function rpcHandlers(state: FrameState): Pick<FrameHandlers, 'RPC_REQUEST' | 'PREPARE_APPROVAL' | 'CANCEL_APPROVAL' | 'CONFIRM_APPROVAL' | 'CHECK_SPONSORSHIP' | 'SIMULATE_APPROVAL'> {
  // What the approve page shows above its button is kept with the approval it decoded.
  const prepared = <T extends { summary: unknown }>(answer: T & { approvalId: string }) => {
    state.approvals.describe(answer.approvalId, answer.summary)
    return answer
  }
  return {
    async RPC_REQUEST({ approvalId, ...call }, signal) {
      const { namespace, policy, resolved } = await resolveCall(state, call)
      await requireKeys(state)
      // A share sealed with a passkey must be unlocked first; the approval waits for it unspent.
      if (policy === 'approval' && state.keyring.sealing().locked) throw new FrameFailure('passkey_locked', 'Unlock this device with your passkey first', { rpcCode: 4100 })
      // A send worth more than the app's limit waits for its own step-up, the approval unspent.
      if (policy === 'approval' && approvalId && state.approvals.peek(approvalId)?.stepUp) await spendSendStepUp(state, approvalId)
      // A safe method needs nothing; one needing approval runs only with a live approval of exactly this call.
      const terms = policy !== 'approval' ? {} : approvalId ? state.approvals.take(approvalId, resolved) : undefined
      if (!terms) throw new FrameFailure('approval_required', 'This request needs the person’s approval first', { rpcCode: 4100 })
      if (signal.aborted) throw new FrameFailure('aborted', REQUEST_ABORTED_MESSAGE)
      const params = resolved.params ?? undefined
      const result = namespace === 'solana'
        ? await handleSolanaRpc(state.signing, resolved.chainId, resolved.method, params)
        : await handleEvmRpc(state.signing, resolved.chainId, resolved.method, params, terms)
      return { result }
    },
    async PREPARE_APPROVAL(call) {
      const { namespace, policy, resolved } = await resolveCall(state, call)
      if (policy !== 'approval') throw new FrameFailure('invalid_input', `${call.method} needs no approval`, { field: 'method' })
      await requireKeys(state)
      // With a smart account active, sends come from it as one user operation.
      const smart = namespace === 'eip155' ? await state.signing.smartAccounts.active(resolved.chainId) : undefined
      const address = smart?.address ?? state.keyring.address(namespace) ?? ''
      // ERC-7715: granted and revoked by the EOA through its EIP-7702 account code.
      if (call.method === 'wallet_grantPermissions' || call.method === 'wallet_revokePermissions') {
        if (smart) throw permissionsUnsupported('This smart account (AirlockAccount) cannot let another account act within limits; switch to your regular account, which can grant permissions through its EIP-7702 upgrade')
        if (!state.parentOrigin) throw new FrameFailure('invalid_input', 'The app’s origin is unknown', { field: 'parentOrigin' })
        const { plan, summary } = call.method === 'wallet_grantPermissions'
          ? await planGrant(state.signing, resolved.chainId, address as `0x${string}`, resolved.params, state.parentOrigin)
          : await planRevoke(state.signing, resolved.chainId, address as `0x${string}`, resolved.params)
        return prepared({ ...state.approvals.prepare(resolved, { from: address, permissions: plan }), summary })
      }
      let summary
      try {
        summary = call.method === 'eth_sendUserOperation' && smart
          ? { kind: 'evmTransactions' as const, chainId: resolved.chainId, transactions: (await readUserOperationCalls(smart, resolved.params)).map((c) => ({ from: address, to: c.to, value: (c.value ?? 0n).toString(), ...(c.data && { data: c.data }) })) }
          : summarizeApproval(resolved.chainId, resolved.method, resolved.params, address)
      } catch (error) {
        throw error instanceof FrameFailure ? error : new FrameFailure('invalid_input', `Invalid ${call.method} params`, { field: 'params', rpcCode: -32602 })
      }
      // What the API simulates for the approval is built here, from the same call the approval covers.
      const simulation = { chainId: resolved.chainId, params: resolved.params, address }
      const stepUp = (await needsSendStepUp(state, summary, address)) ? { stepUp: true } : {}
      if (smart && summary.kind === 'evmTransactions') {
        const calls = summary.transactions.map((tx) => ({ to: tx.to as `0x${string}`, value: BigInt(tx.value), ...(tx.data && { data: tx.data as `0x${string}` }) }))
        const service = call.method === 'wallet_sendCalls' ? readSendCallsRequest(resolved.chainId, address, resolved.params).paymasterService : undefined
        const allowed = (await state.signing.smartAccounts.networks()).paymasterServices ?? []
        const { terms, sponsored, sponsor } = await choosePaymaster(smart, calls, service, allowed)
        const shown = { ...summary, smartAccount: { address: smart.address, sponsored, ...(sponsor && { sponsor }) } }
        const simulated = simulationRequestOf(shown, { ...simulation, entryPoint: smart.account.entryPoint.address })
        return prepared({ ...state.approvals.prepare(resolved, { from: address, ...terms, ...stepUp }, simulated), summary: shown })
      }
      const atomicRequired = namespace === 'eip155' && call.method === 'wallet_sendCalls' && readSendCallsRequest(resolved.chainId, address, resolved.params).atomicRequired
      if (namespace === 'eip155' && call.method === 'wallet_sendCalls' && summary.kind === 'evmTransactions') {
        const plan = await planEoaBatch(state.signing, resolved.chainId, address, atomicRequired)
        if (plan.mode === 'eip7702') {
          const eip7702 = { delegate: plan.delegate, delegates: plan.delegates, ...(plan.erc7579 && { erc7579: true }) }
          const shown = { ...summary, eip7702: { contract: plan.delegate, delegates: plan.delegates } }
          return prepared({ ...state.approvals.prepare(resolved, { from: address, eip7702, ...stepUp }, simulationRequestOf(shown, simulation)), summary: shown })
        }
      }
      return prepared({ ...state.approvals.prepare(resolved, { from: address, ...stepUp }, simulationRequestOf(summary, { ...simulation, atomic: atomicRequired })), summary })
    },
    async SIMULATE_APPROVAL({ approvalId }) {
      const request = state.approvals.simulationOf(approvalId)
      if (!request) throw new FrameFailure('invalid_input', 'Nothing to simulate for this approval', { field: 'approvalId' })
      return { simulation: await state.simulate(request) }
    },
    async CANCEL_APPROVAL({ approvalId }) {
      state.approvals.cancel(approvalId)
      return {}
    },
    // The app's own Approve counts only where it asked for that and its project's record allows it
    // (`hostApprovals`); an approval this frame prepared is its own parent's, whose origin the
    // channel checked.
    async CONFIRM_APPROVAL({ approvalId }) {
      if (!state.hostApprovals) throw new FrameFailure('approval_required', 'Approve with the wallet’s own button: this app may not approve for the person', { rpcCode: 4100 })
      if (!state.approvals.confirm(approvalId)) throw new FrameFailure('invalid_input', 'No such approval is waiting', { field: 'approvalId' })
      return {}
    },
    // Asked by a preview before anything is sent, so it shows the fee the person will really pay.
    async CHECK_SPONSORSHIP({ chainId, calls }) {
      if (!chainId.startsWith('eip155:') || !(await state.chains()).includes(chainId)) throw new FrameFailure('invalid_input', 'Network not supported', { field: 'chainId', rpcCode: 4902 })
      await requireKeys(state)
      const smart = await state.signing.smartAccounts.active(chainId)
      if (!smart) return { sponsored: false }
      // The project's sponsor, as for any send that names no paymaster of its own.
      return { sponsored: await checkSponsorship(smart, calls.map((call) => ({ to: call.to as `0x${string}`, value: BigInt(call.value ?? '0x0'), ...(call.data && { data: call.data as `0x${string}` }) }))) }
    },
  }
}
