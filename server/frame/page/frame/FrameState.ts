import type { AppMetadata, ThemeSync } from '../../../../adapters/embedded/protocol/frameRequestPayloads.js'
import type { FrameRequestPayload, FrameRequestType } from '../../../../adapters/embedded/protocol/frameRequestPayloads.js'
import type { FrameResult } from '../../../../adapters/embedded/protocol/frameResultSchemas.js'
import type { FrameMessageSessionUpdate } from './FrameMessageSessionUpdate.js'
import type { UserView } from '../../../api/embedded/readUserView.js'
import type { BackendClient } from '../backend/createBackendClient.js'
import type { FrameStorage } from '../createFrameStorage.js'
import type { Keyring } from '../createKeyring.js'
import type { SessionToken } from '../session/createSessionToken.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import type { SigningContext } from '../signing/SigningContext.js'
import type { createApprovalStore } from '../signing/createApprovalStore.js'
import type { SimulationRequest } from '../../../../kernel/adapters/SimulationRequest.js'
import type { StepUpHolder } from '../passkeys/createStepUpHolder.js'

/** What the hidden frame knows and holds while it runs; handlers read and change it. */
export interface FrameState {
  backend: BackendClient
  storage: FrameStorage
  /** The session token, as is or sealed with this device's passkey key (read it here, never from storage). */
  session: SessionToken
  keyring: Keyring
  rpc: RpcClient
  signing: SigningContext
  approvals: ReturnType<typeof createApprovalStore>
  /** Step-up tokens the passkey page made, each for its one action, spent by the backend call that needs it. */
  stepUps: StepUpHolder
  /** The app's dollar limit above which a send or swap needs a step-up (the lowest the parent gave); undefined: none. */
  stepUpUsd?: number
  /** The parent's origin (checked against the allowed ancestors). */
  parentOrigin?: string
  /** The parent approves with its own buttons (CONFIRM_APPROVAL): it asked, and its project's record allows it. */
  hostApprovals?: boolean
  /** The signed-in user, when there is one. */
  user?: UserView
  /** Signed in on a device without its share, under a recovery password: signing waits for the recovery page. */
  needsRecoveryPassword: boolean
  /** The email of the sign-in in progress (CONNECT_EMAIL → CONNECT_DEVICE → CONNECT_OTP). */
  pendingEmail?: string
  /** A sign-in whose session is open and whose wallet waits for a step-up (`resumeSignIn`). */
  pendingSignIn?: { request: 'CONNECT_OTP' | 'CONNECT_SOCIAL'; finish(): Promise<unknown> }
  /** The email change in progress, settled when the new address is verified (AWAIT_UPDATE_EMAIL). */
  emailChange?: { email: string; done: Promise<string>; finish(email: string): void }
  theme?: ThemeSync
  metadata?: AppMetadata
  /** Every chain the API serves (CAIP-2), read once. */
  chains(): Promise<readonly string[]>
  /** The operator's recovery public key, read once. */
  recoveryPublicKey(): Promise<string>
  /** Tells the parent the session changed by itself. */
  notify(update: FrameMessageSessionUpdate): void
  /** The API's `POST /v1/simulate` of `request`, over the frame's own connection (never the host page's word). */
  simulate(request: SimulationRequest): Promise<FrameResult<'SIMULATE_APPROVAL'>['simulation']>
  /** Waits `ms`, rejecting when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

/** One handler per request type, typed by the protocol. */
export type FrameHandlers = { [T in FrameRequestType]: (payload: FrameRequestPayload<T>, signal: AbortSignal) => Promise<FrameResult<T>> }
