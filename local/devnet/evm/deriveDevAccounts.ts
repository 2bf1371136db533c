import { createECDH, createHmac, pbkdf2Sync } from 'node:crypto'
import { bytesToHex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

/** The public test mnemonic hardhat and other dev chains fund by default. Never holds real value. */
export const devMnemonic = 'test test test test test test test test test test test junk'

/** A funded account of the local EVM chain, with the key a test or demo wallet signs with. */
export interface DevAccount {
  address: `0x${string}`
  privateKey: `0x${string}`
}

/**
 * Derives the local chain's dev accounts from {@link devMnemonic} on the standard
 * Ethereum path m/44'/60'/0'/0/i, in order, so they match what other dev tools show.
 *
 * @param count - how many accounts; default 10.
 */
export function deriveDevAccounts(count = 10): DevAccount[] {
  // BIP-32 on node's native crypto: a JS secp256k1 spends ~100 ms building its tables on
  // first use, a fifth of the chain's start-up; this takes a few milliseconds.
  const seed = pbkdf2Sync(devMnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = split(createHmac('sha512', 'Bitcoin seed').update(seed).digest())
  const hardened = 0x8000_0000
  const parent = [44 + hardened, 60 + hardened, hardened, 0].reduce(deriveChild, root)
  return Array.from({ length: count }, (_, index) => {
    const { key } = deriveChild(parent, index)
    return {
      address: publicKeyToAddress(bytesToHex(publicKeyOf(key, 'uncompressed'))),
      privateKey: bytesToHex(key),
    }
  })
}

interface ExtendedKey {
  key: Buffer
  chainCode: Buffer
}

const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

function split(digest: Buffer): ExtendedKey {
  return { key: digest.subarray(0, 32), chainCode: digest.subarray(32) }
}

function deriveChild(parent: ExtendedKey, index: number): ExtendedKey {
  const indexBytes = Buffer.alloc(4)
  indexBytes.writeUInt32BE(index)
  const keyPart = index >= 0x8000_0000 ? Buffer.concat([Buffer.alloc(1), parent.key]) : publicKeyOf(parent.key, 'compressed')
  const { key: tweak, chainCode } = split(createHmac('sha512', parent.chainCode).update(keyPart).update(indexBytes).digest())
  const child = (BigInt(bytesToHex(tweak)) + BigInt(bytesToHex(parent.key))) % curveOrder
  // Out-of-range tweaks happen with probability ~2^-127; the fixed mnemonic never hits one,
  // and the test against viem's derivation would show it if it did.
  return { key: Buffer.from(child.toString(16).padStart(64, '0'), 'hex'), chainCode }
}

function publicKeyOf(privateKey: Buffer, format: 'compressed' | 'uncompressed'): Buffer {
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(privateKey)
  return ecdh.getPublicKey(null, format)
}
