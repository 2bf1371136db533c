import { z } from 'zod'

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, 'expected base64url')
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional()
// Only what the API reads of the extensions; a PRF result never leaves the frame (it seals the device share).
const extensions = z.object({ prf: z.object({ enabled: z.boolean().optional() }).strip().optional(), credProps: z.object({ rk: z.boolean().optional() }).strip().optional() }).strip()

// What both ceremonies' answers carry besides their response.
const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions.default({}),
}

/** A browser's answer to `navigator.credentials.create()`, as JSON (WebAuthn's RegistrationResponseJSON). */
export const registrationInput = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports,
    authenticatorData: base64url(4096).optional(),
    publicKey: base64url(2048).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
})

/** A browser's answer to `navigator.credentials.get()`, as JSON (WebAuthn's AuthenticationResponseJSON). */
export const authenticationInput = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
})

/** What a person calls a passkey; default: the device it was made on. */
export const passkeyNameInput = z.string().trim().min(1).max(64).optional()
