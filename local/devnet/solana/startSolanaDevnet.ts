import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { guardHost } from '../../../server/http/guardHost.js'
import type { RunningService } from '../../../server/http/Service.js'
import { defaultPorts } from '../../stack/ports.js'
import { createHttpListener } from './createHttpListener.js'
import { createLedger } from './createLedger.js'
import { createPubsub } from './createPubsub.js'
import { createRpcHandler } from './createRpcHandler.js'
import { genesisHash } from './genesisHash.js'
import { seedGenesis } from './seedGenesis.js'

/** A running local Solana chain. */
export interface SolanaDevnet extends RunningService {
  /** JSON-RPC over HTTP: http://HOST:PORT. */
  url: string
  /** Pubsub websocket, served on the same port: ws://HOST:PORT. */
  wsUrl: string
  /** Fixed, so the CAIP-2 id is the same on every run. */
  genesisHash: string
  /** 'solana:' + the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  /** Five dev keypairs with 1,000 SOL and 10,000 DUSD each, the same on every run. */
  accounts: { publicKey: string; secretKey: Uint8Array }[]
  /** The "Demo USD" (DUSD) mint: 6 decimals, mint authority `accounts[0]`. */
  tokenMint: string
  /** Closes the sockets (code 1000, so web3.js does not reconnect) and the server; calling it again is harmless. */
  stop(): Promise<void>
}

/** Options of {@link startSolanaDevnet}. */
export interface StartSolanaDevnetOptions {
  /** Default '127.0.0.1'. */
  host?: string
  /** Default 8899 (`defaultPorts.solana`); 0 picks a free port. */
  port?: number
}

/**
 * Starts a local Solana chain — litesvm behind JSON-RPC and pubsub on one port — that
 * @solana/web3.js and @solana/spl-token talk to as if it were a validator. Each call is an
 * independent chain with the same genesis; history lives in memory and ends with it.
 * @example
 * const devnet = await startSolanaDevnet({ port: 0 })
 * const connection = new Connection(devnet.url, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const { host = '127.0.0.1', port = defaultPorts.solana } = options
  const ledger = createLedger()
  const genesis = seedGenesis(ledger.svm)
  const handle = createRpcHandler({ ledger, faucet: genesis.faucet, genesisHash })
  // Loopback Host names only, so no page on a DNS-rebound name reaches the chain.
  const server = createServer(guardHost(createHttpListener(handle)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Attached only once listening: ws re-emits the server's errors (EADDRINUSE) on itself.
  const pubsub = createPubsub(server, ledger)
  const { port: boundPort } = server.address() as AddressInfo
  const authority = host.includes(':') ? `[${host}]:${boundPort}` : `${host}:${boundPort}`
  let stopping: Promise<void> | undefined
  return {
    url: `http://${authority}`,
    wsUrl: `ws://${authority}`,
    genesisHash,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    accounts: genesis.accounts.map(({ publicKey, secretKey }) => ({ publicKey: publicKey.toBase58(), secretKey })),
    tokenMint: genesis.tokenMint.toBase58(),
    stop() {
      stopping ??= pubsub.close().then(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          }),
      )
      return stopping
    },
  }
}
