import { type Connection, PublicKey } from '@solana/web3.js'
import type { Balance, Network } from 'airlock/kit'
import { readFromNode } from './readFromNode.js'

/**
 * Reads the native balance of `address` on `network` at the 'confirmed' commitment, in
 * lamports with the network's currency decimals and symbol (9, SOL). SPL token balances are
 * not read here: the Tokens tab takes them from the API.
 */
export async function readSolBalance(connection: Connection, address: string, network: Network): Promise<Balance> {
  const owner = new PublicKey(address)
  const lamports = await readFromNode('read the balance', () => connection.getBalance(owner, 'confirmed'))
  const { decimals, symbol } = network.nativeCurrency
  return { value: BigInt(lamports), decimals, symbol }
}
