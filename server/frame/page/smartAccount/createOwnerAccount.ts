import { bytesToHex, type Address, type LocalAccount } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import type { Keyring } from '../createKeyring.js'

/**
 * The embedded EOA as a viem account that owns the smart account: each signature rebuilds
 * the key for that one signature (the keyring zeroes it after), so no key outlives a call.
 */
export function createOwnerAccount(keyring: Keyring, address: Address): LocalAccount {
  const withSigner = <T>(use: (signer: LocalAccount) => Promise<T>) =>
    keyring.withKey('eip155', (secret) => use(privateKeyToAccount(bytesToHex(secret))))
  return toAccount({
    address,
    signMessage: ({ message }) => withSigner((signer) => signer.signMessage({ message })),
    signTypedData: (typedData) => withSigner((signer) => signer.signTypedData(typedData as never)),
    signTransaction: (transaction, options) => withSigner((signer) => signer.signTransaction(transaction, options as never)),
  })
}
