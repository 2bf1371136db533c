import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createHardhatRuntimeEnvironment } from 'hardhat/hre'
import { findPortProblem } from '../../stack/findPortProblem.js'
import type { DevAccount } from './deriveDevAccounts.js'
import { EvmDevnetError } from './EvmDevnetError.js'
import { guardEdrHost } from './guardEdrHost.js'

/** Options of {@link startEdrServer}. */
export interface StartEdrServerOptions {
  host: string
  /** 0 picks a free port. */
  port: number
  chainId: number
  /** Funded at genesis and unlocked, so the node signs `eth_sendTransaction` for them. */
  accounts: DevAccount[]
  /** Each account's genesis balance in wei. */
  balance: bigint
}

/** A running hardhat EDR node: JSON-RPC over HTTP and websocket on one port. */
export interface EdrServer {
  url: string
  close(): Promise<void>
}

// Hardhat resolves its project from a package.json; searching from this file rather than
// the working directory lets the chain start from any directory.
const projectRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * Starts hardhat's simulated network (EDR) from code, with no config file, automining
 * every transaction. Each call is a separate chain, so several may run in one process.
 */
export async function startEdrServer(options: StartEdrServerOptions): Promise<EdrServer> {
  const { host, port, chainId, accounts, balance } = options
  // Hardhat's server throws its listen error from an event nobody can handle, which kills
  // the process; a taken port is found here first instead.
  if (port !== 0) await assertPortFree(host, port)
  let server
  try {
    const hre = await createHardhatRuntimeEnvironment(
      {
        networks: {
          default: {
            type: 'edr-simulated',
            chainId,
            accounts: accounts.map(({ privateKey }) => ({ privateKey, balance })),
            mining: { auto: true },
          },
        },
      },
      {},
      projectRoot,
    )
    server = await hre.network.createServer('default', host, port)
  } catch (error) {
    throw new EvmDevnetError('EVM_DEVNET_START_FAILED', 'The local EVM chain did not start.', {
      cause: error,
      details:
        'If the cause is "Cannot find native binding": npm skips @nomicfoundation/edr-linux-x64-gnu on Node 20 ' +
        'while it is only an optional dependency (its engines field asks for Node 22); install it as a dependency.',
    })
  }
  const address = await server.listen()
  // Loopback Host names only, like every local service (DNS rebinding).
  const http = await guardEdrHost(address.address, address.port)
  // Node closes a connection idle for 5 s. A client in the same process whose event loop was
  // busy that long (a contract compile) sends on the connection just as it closes and gets a
  // reset; idle connections stay open a minute instead.
  http.keepAliveTimeout = 60_000
  http.headersTimeout = 65_000

  // Closing waits for every open websocket, so a client still subscribed would hold stop()
  // forever. The server keeps its sockets private; node reports each accepted one here.
  const sockets = new Set<Socket>()
  const anyAddress = address.address === '0.0.0.0' || address.address === '::'
  const track = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    if (socket.localPort !== address.port) return
    if (!anyAddress && socket.localAddress !== address.address) return
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  subscribe('net.server.socket', track)

  return {
    url: `http://${urlHost(address.address, anyAddress)}:${address.port}`,
    async close() {
      const closed = server.close()
      for (const socket of sockets) socket.destroy()
      unsubscribe('net.server.socket', track)
      await closed
    },
  }
}

// A server on every interface is reached on loopback; IPv6 literals need brackets in a URL.
function urlHost(address: string, anyAddress: boolean): string {
  if (anyAddress) return '127.0.0.1'
  return address.includes(':') ? `[${address}]` : address
}

async function assertPortFree(host: string, port: number): Promise<void> {
  const error = await findPortProblem(host, port)
  if (!error) return
  throw new EvmDevnetError('EVM_DEVNET_PORT_UNAVAILABLE', `Port ${port} on ${host} is not available for the local EVM chain.`, {
    cause: error,
    details: error.code === 'EADDRINUSE' ? 'Another process listens there; stop it or pass another port.' : error.message,
  })
}
