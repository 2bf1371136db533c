// PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it.
const pkcs8Prefix = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]

/** Signs with one Solana keypair. */
export type Ed25519Signer = (message: Uint8Array) => Promise<Uint8Array>

/**
 * An ed25519 signer for a Solana secret key (64 bytes: the seed, then the public key),
 * through WebCrypto, which Node 20 and Chromium both have: the test wallet needs no
 * signing library of its own in the page.
 */
export function signEd25519(secretKey: Uint8Array): Ed25519Signer {
  const key = crypto.subtle.importKey('pkcs8', Uint8Array.from([...pkcs8Prefix, ...secretKey.subarray(0, 32)]), { name: 'Ed25519' }, false, ['sign'])
  return async (message) => new Uint8Array(await crypto.subtle.sign('Ed25519', await key, new Uint8Array(message)))
}
