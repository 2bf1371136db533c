// The API bench's chain, in a process of its own so the node's work is not counted against
// the load generator: a local devnet on a free port, plus a pool of wallets that each hold ETH,
// DUSD and some a PASS, so balances, history and NFTs have something to show. Prints one JSON
// line when ready; SIGTERM stops it.
import { erc20Abi, keccak256, parseEther, parseUnits, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createDevnetClients } from '../../../local/devnet/evm/createDevnetClients.js'
import { demoSeed } from '../../../local/devnet/evm/deployDemoContracts.js'
import { startEvmDevnet } from '../../../local/devnet/evm/startEvmDevnet.js'

const mintAbi = [{ type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }], outputs: [{ type: 'uint256' }] }] as const

const size = Number(process.env['BENCH_API_WALLETS'] ?? 100)
const devnet = await startEvmDevnet({ port: 0 })
const { wallet } = createDevnetClients(devnet)
const extra = Array.from({ length: Math.max(0, size - devnet.accounts.length) }, (_, i) =>
  privateKeyToAccount(keccak256(toHex(`airlock-bench-wallet-${i}`))).address)
for (const [i, to] of extra.entries()) {
  const from = wallet(i % 9)
  await from.sendTransaction({ to, value: parseEther('0.5') })
  await from.writeContract({ address: devnet.contracts.token.address, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('10', 6)] })
  if (i % 3 === 0) await wallet(demoSeed.faucetAccount).writeContract({ address: devnet.contracts.nft.address, abi: mintAbi, functionName: 'mint', args: [to] })
}
process.stdout.write(`${JSON.stringify({
  url: devnet.url,
  chainId: devnet.chainId,
  token: devnet.contracts.token.address,
  nft: devnet.contracts.nft.address,
  wallets: [...devnet.accounts.map((a) => a.address), ...extra],
  senders: devnet.accounts.slice(0, 9).map((a) => a.privateKey),
})}\n`)
process.once('SIGTERM', () => void devnet.stop().then(() => process.exit(0)))
