import { createWalletClient, erc20Abi, http, parseAbi, parseEther, parseEventLogs, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EvmChain } from '../chains/EvmChain.js'
import { ApiError } from '../http/ApiError.js'
import { testFundsAmounts } from './testFundsAmounts.js'

const mintAbi = parseAbi(['function mint(address to) returns (uint256 tokenId)', 'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'])

/** One payment of a test-funds request, confirmed on chain. */
export interface TestFundsPayment {
  asset: 'native' | 'token' | 'nft'
  symbol: string
  /** A decimal amount (`'1'`, `'1000'`), or the minted token id for an NFT. */
  amount: string
  hash: Hex
}

// One queue per faucet key, so concurrent requests never race for the same nonce.
const queues = new Map<string, Promise<unknown>>()

/**
 * Pays `to` the test funds of {@link testFundsAmounts} from the chain's faucet key: the native
 * currency, the configured token and a newly minted NFT (when the faucet may mint it), one
 * after another, each waited for. Resolves to what was paid.
 */
export function sendTestFunds(chain: EvmChain, to: Address): Promise<TestFundsPayment[]> {
  const key = chain.options.faucetPrivateKey
  if (!key) return Promise.reject(new ApiError(503, `Network eip155:${chain.chainId} has no test funds on this server`, 'chainId'))
  const previous = queues.get(key) ?? Promise.resolve()
  const next = previous.catch(() => undefined).then(() => pay(chain, key, to))
  queues.set(key, next)
  return next
}

async function pay(chain: EvmChain, key: Hex, to: Address): Promise<TestFundsPayment[]> {
  const account = privateKeyToAccount(key, { nonceManager: chain.faucetNonces })
  const wallet = createWalletClient({ account, chain: chain.client.chain!, transport: http(chain.options.rpcUrl) })
  const confirmed = async (hash: Hex) => {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new ApiError(502, `The test-funds transaction ${hash} reverted`)
    return receipt
  }
  const payments: TestFundsPayment[] = []
  const eth = await wallet.sendTransaction({ to, value: parseEther(testFundsAmounts.eth) })
  await confirmed(eth)
  payments.push({ asset: 'native', symbol: chain.client.chain!.nativeCurrency.symbol, amount: testFundsAmounts.eth, hash: eth })
  const token = chain.options.contracts?.token?.address
  if (token) {
    const [decimals, symbol] = await Promise.all([
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    ])
    const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(testFundsAmounts.token, decimals)] })
    await confirmed(hash)
    payments.push({ asset: 'token', symbol, amount: testFundsAmounts.token, hash })
  }
  const nft = chain.options.contracts?.nft?.address
  // Only an NFT the faucet may mint: a simulated mint that reverts leaves it out.
  const mintable = nft && (await chain.client.simulateContract({ account, address: nft, abi: mintAbi, functionName: 'mint', args: [to] }).then(() => true, () => false))
  if (nft && mintable) {
    const hash = await wallet.writeContract({ address: nft, abi: mintAbi, functionName: 'mint', args: [to] })
    const receipt = await confirmed(hash)
    const [minted] = parseEventLogs({ abi: mintAbi, logs: receipt.logs, eventName: 'Transfer' })
    const symbol = await chain.client.readContract({ address: nft, abi: erc20Abi, functionName: 'symbol' })
    payments.push({ asset: 'nft', symbol, amount: String(minted?.args.tokenId ?? ''), hash })
  }
  return payments
}
