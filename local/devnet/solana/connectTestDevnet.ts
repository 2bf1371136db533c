import { Connection, Keypair } from '@solana/web3.js'
import { startSolanaDevnet, type SolanaDevnet } from './startSolanaDevnet.js'

/** A devnet on a free port with a web3.js Connection to it; for tests. */
export interface TestDevnet {
  devnet: SolanaDevnet
  connection: Connection
  /** The dev keypairs as web3.js Keypairs. */
  wallets: Keypair[]
  /** Posts one raw JSON-RPC request and returns the whole response body. */
  rpc(method: string, params?: unknown[]): Promise<{ result?: any; error?: { code: number; message: string; data?: any } }>
}

/**
 * Starts a devnet on a free port and connects to it with commitment 'confirmed' and the
 * websocket endpoint passed explicitly (web3.js would otherwise guess port + 1).
 */
export async function connectTestDevnet(): Promise<TestDevnet> {
  const devnet = await startSolanaDevnet({ port: 0 })
  const connection = new Connection(devnet.url, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  const wallets = devnet.accounts.map(({ secretKey }) => Keypair.fromSecretKey(secretKey))
  let nextId = 1
  const rpc: TestDevnet['rpc'] = async (method, params = []) => {
    const response = await fetch(devnet.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    return response.json()
  }
  return { devnet, connection, wallets, rpc }
}
