import type { StepUpAction } from '../../../../adapters/embedded/protocol/stepUpActions.js'
import { stepUpActions } from '../../../../adapters/embedded/protocol/stepUpActions.js'

/**
 * What the frame origin's passkey page tells the hidden frame beside it, which holds the
 * wallet: a passkey sign-in's session (the hidden frame opens the wallet), a step-up it made
 * (the token, for the hidden frame's next guarded call), a passkey's key to seal this
 * device's shares with or to unlock them, or that the passkeys changed. A page that finds the
 * session sealed asks (`key_ask`) for the key the hidden frame holds (`key`), to open it
 * without another touch. A BroadcastChannel
 * reaches only pages of the same origin in the same storage partition (the same host site),
 * so nothing here leaves the wallet's origin, even where the frame keeps its storage in
 * memory; a CryptoKey crosses as a non-extractable key.
 */
export type PasskeyChannelMessage =
  | { type: 'signed_in'; token: string; userId: string; key?: CryptoKey }
  | { type: 'step_up'; action: StepUpAction; subject?: string; stepUp: string; expiresAt: number }
  | { type: 'seal'; userId: string; key: CryptoKey }
  | { type: 'unlock'; userId: string; key: CryptoKey }
  | { type: 'key'; userId: string; key: CryptoKey }
  | { type: 'changed' }
  | { type: 'key_ask' }

/** The channel's name for one project. */
export const passkeyChannelName = (projectId: string) => `airlock-frame:${projectId}:passkeys`

/** Reads a message of the channel; undefined when it is not one (dropped). */
export function readPasskeyChannelMessage(data: unknown): PasskeyChannelMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const m = data as Record<string, unknown>
  if (m['type'] === 'changed') return { type: 'changed' }
  if (m['type'] === 'key_ask') return { type: 'key_ask' }
  if ((m['type'] === 'unlock' || m['type'] === 'seal' || m['type'] === 'key') && typeof m['userId'] === 'string' && m['key'] instanceof CryptoKey) return { type: m['type'], userId: m['userId'], key: m['key'] }
  if (m['type'] === 'signed_in' && typeof m['token'] === 'string' && /^als_[A-Za-z0-9_-]{43}$/.test(m['token']) && typeof m['userId'] === 'string' && (m['key'] === undefined || m['key'] instanceof CryptoKey)) {
    return { type: 'signed_in', token: m['token'], userId: m['userId'], ...(m['key'] instanceof CryptoKey && { key: m['key'] }) }
  }
  if (
    m['type'] === 'step_up' && (stepUpActions as readonly unknown[]).includes(m['action']) && typeof m['stepUp'] === 'string' && /^stu_[A-Za-z0-9_-]{43}$/.test(m['stepUp']) &&
    typeof m['expiresAt'] === 'number' && (m['subject'] === undefined || typeof m['subject'] === 'string')
  ) {
    return { type: 'step_up', action: m['action'] as StepUpAction, stepUp: m['stepUp'], expiresAt: m['expiresAt'], ...(typeof m['subject'] === 'string' && { subject: m['subject'] }) }
  }
  return undefined
}
