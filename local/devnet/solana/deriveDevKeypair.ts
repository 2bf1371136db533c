import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

// PKCS#8 DER header of an Ed25519 private key; the 32-byte seed follows it.
const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')
// The same labels always give the same keys; deriving each once per process keeps a
// second chain (tests run several) from paying again.
const derived = new Map<string, Uint8Array>()

/**
 * The keypair the local chain uses for `label` ('dev-0', 'faucet', 'dusd-mint' …), derived
 * from a fixed seed so addresses, balances and fixtures are the same on every run.
 * Node's native Ed25519 derives the public key: web3.js's pure-JS one costs ~200 ms on
 * first use, which would dominate the chain's start-up. Never use these keys anywhere but
 * the local chain: anyone can derive them. Each call returns a fresh Keypair.
 */
export function deriveDevKeypair(label: string): Keypair {
  let secretKey = derived.get(label)
  if (!secretKey) {
    secretKey = deriveSecretKey(label)
    derived.set(label, secretKey)
  }
  return Keypair.fromSecretKey(secretKey.slice(), { skipValidation: true })
}

function deriveSecretKey(label: string): Uint8Array {
  const seed = createHash('sha256').update(`airlock/solana-devnet/${label}`).digest()
  const privateKey = createPrivateKey({ key: Buffer.concat([pkcs8Ed25519Prefix, seed]), format: 'der', type: 'pkcs8' })
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32)
  return new Uint8Array(Buffer.concat([seed, publicKey]))
}
