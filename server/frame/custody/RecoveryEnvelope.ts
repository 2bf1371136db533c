import { z } from 'zod'

const b64 = z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected base64url').max(4096)

/** A recovery share sealed with HPKE (RFC 9180) to the operator's recovery public key ("automatic recovery"). */
export const operatorEnvelopeSchema = z.object({
  scheme: z.literal('hpke-p256-sha256-aes256gcm'),
  /** Which operator key sealed it (see `recoveryKeyId`). */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  enc: b64,
  ciphertext: b64,
})

/** A recovery share sealed with a key derived from the user's own recovery password. */
export const passwordEnvelopeSchema = z.object({
  scheme: z.literal('pbkdf2-sha256-aes256gcm'),
  iterations: z.number().int().min(100_000).max(10_000_000),
  salt: b64,
  iv: b64,
  ciphertext: b64,
})

/** A sealed recovery share, as the backend stores it and hands it back. */
export const recoveryEnvelopeSchema = z.discriminatedUnion('scheme', [operatorEnvelopeSchema, passwordEnvelopeSchema])

/** Sealed to the operator's key. */
export type OperatorEnvelope = z.infer<typeof operatorEnvelopeSchema>
/** Sealed to the user's password. */
export type PasswordEnvelope = z.infer<typeof passwordEnvelopeSchema>
/** Either kind. */
export type RecoveryEnvelope = z.infer<typeof recoveryEnvelopeSchema>
