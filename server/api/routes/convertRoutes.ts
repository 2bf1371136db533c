import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem'
import { z } from 'zod'
import { parseAccount } from '../accounts/parseAccount.js'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { buildSwapTransaction } from '../convert/buildSwapTransaction.js'
import { NATIVE_TOKEN, resolveSwap, resolveToken } from '../convert/resolveSwap.js'
import { swapPoolAbi } from '../convert/swapPoolAbi.js'
import { ApiError, serverMessages } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { ensureToken } from '../tokens/ensureToken.js'

const units = z.union([z.string().regex(/^\d{1,78}$/, 'expected an integer amount in smallest units'), z.number().int().nonnegative().transform(String)])
  .transform(BigInt).refine((v) => v > 0n, 'must be greater than 0').refine((v) => v <= maxUint256, 'must fit in 256 bits')
const caip10 = z.string().max(200)
const user = z.string().max(200).transform((v, c) => {
  const ref = parseAccount(v)
  if (ref?.namespace !== 'eip155') {
    c.addIssue({ code: 'custom', message: 'expected an EVM address' })
    return z.NEVER
  }
  return ref.address as Address
})
const quotesQuery = z.object({ amount: units, userAddress: user.optional(), from: caip10, to: caip10, gasPrice: z.string().optional() })
const buildBody = z.object({
  amount: units, from: caip10, to: caip10, userAddress: user, projectId: z.string().optional(),
  eip155: z.object({ slippage: z.coerce.number().min(0).max(50) }).default({ slippage: 1 }),
  disableEstimate: z.boolean().default(false),
})

/** The convert (swap) endpoints, over the configured chain's ETH ⇄ token pool. */
export function convertRoutes(ctx: ApiContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/v1/convert/tokens', async (c) => {
      const { chainId } = parseInput(z.object({ chainId: z.string().max(64) }), c.req.query(), 'query')
      const evm = findEvmChain(ctx, chainId)
      const token = evm?.options.contracts?.token?.address
      if (!evm || !token || !evm.options.contracts?.pool) throw new ApiError(400, serverMessages.swapsNetwork, 'chainId')
      const meta = await ensureToken(ctx.db, evm, token, 'erc20')
      const logo = (s: string) => `${ctx.publicUrl()}/public/getTokenImage/${s}`
      return c.json({ tokens: [
        { name: 'Ether', symbol: 'ETH', address: `${chainId}:${NATIVE_TOKEN}`, decimals: 18, logoUri: logo('ETH'), eip2612: false },
        { name: meta.name, symbol: meta.symbol, address: `${chainId}:${meta.address}`, decimals: meta.decimals, logoUri: logo(meta.symbol), eip2612: false },
      ] })
    })
    .get('/v1/convert/quotes', async (c) => {
      const q = parseInput(quotesQuery, c.req.query(), 'query')
      const swap = resolveSwap(ctx, q.from, q.to)
      const out = await swap.chain.client.readContract({ address: swap.pool, abi: swapPoolAbi, functionName: 'getAmountOut', args: [q.amount, swap.ethToToken] })
      return c.json({ quotes: [{ fromAmount: q.amount.toString(), fromAccount: q.from, toAmount: out.toString(), toAccount: q.to }] })
    })
    .get('/v1/convert/allowance', async (c) => {
      const q = parseInput(z.object({ tokenAddress: caip10, userAddress: user }), c.req.query(), 'query')
      const token = resolveToken(ctx, q.tokenAddress, 'tokenAddress')
      if (token.address === NATIVE_TOKEN) return c.json({ allowance: maxUint256.toString() })
      const allowance = await token.chain.client.readContract({ address: token.address as Address, abi: erc20Abi, functionName: 'allowance',
        args: [q.userAddress, token.chain.options.contracts!.pool!.address] })
      return c.json({ allowance: allowance.toString() })
    })
    .get('/v1/convert/gas-price', async (c) => {
      const { chainId } = parseInput(z.object({ chainId: z.string().max(64) }), c.req.query(), 'query')
      const chain = findEvmChain(ctx, chainId)
      if (!chain) throw new ApiError(400, serverMessages.gasPriceNetwork, 'chainId')
      const price = await chain.client.getGasPrice()
      return c.json({ standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() })
    })
    .post('/v1/convert/build-transaction', async (c) => {
      const b = await readJsonBody(c, buildBody)
      const swap = resolveSwap(ctx, b.from, b.to)
      const tx = await buildSwapTransaction(swap, { user: b.userAddress, amount: b.amount, slippage: b.eip155.slippage, estimate: !b.disableEstimate })
      return c.json({ tx })
    })
    .get('/v1/convert/build-approve', async (c) => {
      const q = parseInput(z.object({ userAddress: user, from: caip10, to: caip10, amount: units.optional() }), c.req.query(), 'query')
      const swap = resolveSwap(ctx, q.from, q.to)
      if (swap.ethToToken) throw new ApiError(400, "Invalid query parameter 'from': the native currency needs no approval", 'from')
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swap.pool, q.amount ?? maxUint256] })
      const client = swap.chain.client
      const [gas, gasPrice] = await Promise.all([
        client.estimateGas({ account: q.userAddress, to: swap.token, data }).catch(() => 100_000n), client.getGasPrice()])
      return c.json({ tx: { from: q.userAddress, to: swap.token, data, value: '0', eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } } })
    })
}
