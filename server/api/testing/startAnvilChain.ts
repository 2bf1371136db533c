import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { compileContracts } from '../../../local/devnet/evm/compileContracts.js'
import { deployDemoContracts, type DemoContracts } from '../../../local/devnet/evm/deployDemoContracts.js'
import { deriveDevAccounts, type DevAccount } from '../../../local/devnet/evm/deriveDevAccounts.js'

/** A running anvil node with the project's demo contracts: a chain whose node answers `eth_simulateV1`. */
export interface AnvilChain {
  url: string
  chainId: number
  accounts: DevAccount[]
  contracts: DemoContracts
  stop(): Promise<void>
}

/** Where anvil's binary is installed (the optional dependency `@foundry-rs/anvil-linux-amd64`), or undefined on a machine without it. */
export function anvilBinary(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@foundry-rs/anvil-linux-amd64/package.json')
    const binary = join(dirname(manifest), 'bin', 'anvil')
    return existsSync(binary) ? binary : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts anvil (Foundry's local node) on a free loopback port, funding the dev accounts of the
 * public test mnemonic, and deploys the demo contracts (DUSD, DGLD, PASS, Uniswap V2 and its
 * pools) as the local chain has them. Unlike hardhat's EDR, anvil answers `eth_simulateV1`.
 */
export async function startAnvilChain(chainId = 31337): Promise<AnvilChain> {
  const binary = anvilBinary()
  if (!binary) throw new Error('anvil is not installed: npm installs @foundry-rs/anvil-linux-amd64 on linux x64 only.')
  const node = spawn(binary, ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--accounts', '10', '--balance', '10000'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => node.once('exit', () => resolve()))
  const stop = async () => {
    if (node.exitCode === null && node.signalCode === null) node.kill('SIGTERM')
    await exited
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let printed = ''
      node.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString()
        const listening = /Listening on (\S+)/.exec(printed)
        if (listening) resolve(`http://${listening[1]}`)
      })
      node.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString() })
      node.once('exit', (code) => reject(new Error(`anvil exited (${code}) before listening: ${printed.slice(-500)}`)))
      node.once('error', reject)
    })
    const accounts = deriveDevAccounts(10)
    const contracts = await deployDemoContracts({ url, compiled: await compileContracts(), accounts, nftBaseUri: 'https://airlock.invalid/pass/' })
    return { url, chainId, accounts, contracts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
