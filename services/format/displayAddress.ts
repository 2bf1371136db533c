import { keccak_256 } from '@noble/hashes/sha3'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * An address as Airlock shows it: an EVM address with its EIP-55 checksum, whatever case a
 * wallet, the API or a person gave it; any other address as it is (base58 and the like are
 * case-sensitive already). The hash is @noble/hashes' keccak, the module the EVM adapter
 * loads through viem, so a page connected on EVM fetches it once.
 */
export function displayAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) return address
  const lower = address.slice(2).toLowerCase()
  const hash = hex(keccak_256(new TextEncoder().encode(lower)))
  return `0x${Array.from(lower, (char, index) => (Number.parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('')}`
}
