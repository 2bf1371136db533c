import { existsSync } from 'node:fs'

/** The parts of the local Solana devnet the API tests use. */
export interface TestSolana {
  url: string
  wsUrl: string
  caipNetworkId: string
  accounts: { publicKey: string; secretKey: Uint8Array }[]
  tokenMint: string
  stop(): Promise<void>
}

const devnetModule = new URL('../../../local/devnet/solana/startSolanaDevnet.ts', import.meta.url)

/** True once the local Solana devnet is in the tree; its suite skips until then. */
export const hasSolanaDevnet = existsSync(devnetModule)

/** Starts an independent local Solana chain on a free port. */
export async function startTestSolana(): Promise<TestSolana> {
  const { startSolanaDevnet } = (await import(devnetModule.href)) as { startSolanaDevnet: (o: { port: number }) => Promise<TestSolana> }
  return startSolanaDevnet({ port: 0 })
}
