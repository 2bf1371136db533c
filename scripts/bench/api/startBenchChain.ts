import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The bench chain's process and what it seeded (see chainProcess.ts). */
export interface BenchChain {
  url: string
  chainId: number
  token: `0x${string}`
  nft: `0x${string}`
  /** Wallets with ETH, DUSD and history; the first ten are the dev accounts. */
  wallets: `0x${string}`[]
  /** Keys of dev accounts 0–8, which the soak sends transfers from. */
  senders: `0x${string}`[]
  stop(): Promise<void>
}

/** Starts the bench chain in a child process and resolves once it has seeded its wallets. */
export async function startBenchChain(): Promise<BenchChain> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./chainProcess.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = await new Promise<Omit<BenchChain, 'stop'>>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as Omit<BenchChain, 'stop'>)
    })
    child.once('exit', (code) => reject(new Error(`the bench chain exited (${code})`)))
  })
  return { ...ready, stop: async () => { child.kill('SIGTERM'); await exited } }
}
