import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** The published ERC-4337 contracts the local chains deploy, by release. */
export const smartAccountArtifactNames = {
  '0.7': ['EntryPoint', 'SimpleAccountFactory', 'SimpleAccount', 'VerifyingPaymaster'],
  '0.8': ['EntryPoint', 'SimpleAccountFactory', 'SimpleAccount', 'Simple7702Account'],
} as const

/** A release of `@account-abstraction/contracts`. */
export type SmartAccountRelease = keyof typeof smartAccountArtifactNames

/** The ABI and creation code of one published contract. */
export interface SmartAccountArtifact {
  abi: Abi
  bytecode: Hex
}

// 0.8 is the package under its own name; 0.7 is the same package under an npm alias.
const packages: Record<SmartAccountRelease, string> = {
  '0.7': '@account-abstraction/contracts-v07',
  '0.8': '@account-abstraction/contracts',
}

/**
 * Reads a contract's artifact exactly as `@account-abstraction/contracts` publishes it.
 * The bytecode is used untouched: recompiling would change it, and with it the CREATE2
 * address, so the local chain would no longer match production.
 */
export async function readSmartAccountArtifact<R extends SmartAccountRelease>(
  release: R,
  name: (typeof smartAccountArtifactNames)[R][number],
): Promise<SmartAccountArtifact> {
  const require = createRequire(import.meta.url)
  const path = require.resolve(`${packages[release]}/artifacts/${name}.json`)
  const { abi, bytecode } = JSON.parse(await readFile(path, 'utf8')) as SmartAccountArtifact
  return { abi, bytecode }
}
