import { fromBase64Url, toBase64Url } from './base64url.js'
import type { OperatorEnvelope } from './RecoveryEnvelope.js'
import { recoveryAad } from './recoveryAad.js'
import { recoveryInfo, recoveryKeyId, recoverySuite } from './recoverySuite.js'

/** Seals a recovery share to the operator's recovery public key (HPKE); only that key's holder can open it. */
export async function sealForOperator(share: Uint8Array, publicKey: string, namespace: string, address: string): Promise<OperatorEnvelope> {
  const recipientPublicKey = await recoverySuite.kem.deserializePublicKey(fromBase64Url(publicKey).slice().buffer)
  const sender = await recoverySuite.createSenderContext({ recipientPublicKey, info: recoveryInfo })
  const ciphertext = await sender.seal(share.slice().buffer, recoveryAad(namespace, address).slice().buffer)
  return {
    scheme: 'hpke-p256-sha256-aes256gcm',
    keyId: recoveryKeyId(publicKey),
    enc: toBase64Url(new Uint8Array(sender.enc)),
    ciphertext: toBase64Url(new Uint8Array(ciphertext)),
  }
}

/** Opens an operator envelope with the operator's recovery private key; throws when the key or the binding is wrong. */
export async function openForOperator(envelope: OperatorEnvelope, privateKey: string, namespace: string, address: string): Promise<Uint8Array> {
  const recipientKey = await recoverySuite.kem.deserializePrivateKey(fromBase64Url(privateKey).slice().buffer)
  const recipient = await recoverySuite.createRecipientContext({ recipientKey, enc: fromBase64Url(envelope.enc).slice().buffer, info: recoveryInfo })
  return new Uint8Array(await recipient.open(fromBase64Url(envelope.ciphertext).slice().buffer, recoveryAad(namespace, address).slice().buffer))
}
