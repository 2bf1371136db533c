import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem'
import { z } from 'zod'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { slippageToBps } from '../convert/applySlippage.js'
import { buildBody, caip10, evmUser, quotesQuery, swapAmount, units } from '../convert/convertSchemas.js'
import { estimateSwapGas } from '../convert/estimateSwapGas.js'
import { formatSwapQuote } from '../convert/formatSwapQuote.js'
import { listSwapTokens } from '../convert/listSwapTokens.js'
import { isNativeToken } from '../convert/nativeToken.js'
import { quoteSwap } from '../convert/quoteSwap.js'
import { resolveSwapPair, resolveSwapToken } from '../convert/resolveSwapToken.js'
import { gasPriceNotSupportedError, swapsNotSupportedError } from '../convert/swapErrors.js'
import { swapDeadline } from '../convert/swapDeadline.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'

const chainQuery = z.object({ chainId: z.string().max(64) })
// Room above the estimate for state that changes before the swap is mined.
const withHeadroom = (gas: bigint) => (gas * 12n) / 10n

/** The convert (swap) endpoints, over each chain's swap sources (Uniswap V2 Router02). */
export function convertRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const swappingChain = (chainId: string) => {
    const chain = findEvmChain(ctx, chainId)
    return chain?.swapSources.length ? chain : undefined
  }
  return new Hono<ApiEnv>()
    .get('/v1/convert/tokens', async (c) => {
      const chain = swappingChain(parseInput(chainQuery, c.req.query(), 'query').chainId)
      if (!chain) throw swapsNotSupportedError()
      return c.json({ tokens: await listSwapTokens(ctx, chain) })
    })
    .get('/v1/convert/quotes', async (c) => {
      const q = parseInput(quotesQuery, c.req.query(), 'query')
      const { kind, amount } = swapAmount(q, 'query')
      const { chain, from, to } = resolveSwapPair(ctx, q.from, q.to)
      const [{ route, source }, gasPrice, deadline] = await Promise.all([
        quoteSwap({ chain, from, to, kind, amount, slippageBps: slippageToBps(q.slippage) }),
        q.gasPrice ?? chain.client.getGasPrice(),
        q.userAddress ? swapDeadline(chain.client) : 0n,
      ])
      const gas = q.userAddress
        ? await estimateSwapGas(chain.client, await source.buildCall(route, { recipient: q.userAddress, deadline }), q.userAddress, route)
        : { gas: route.typicalGas, estimated: false }
      return c.json({ quotes: [formatSwapQuote(chain, route, gas, gasPrice, { from: q.from, to: q.to })] })
    })
    .post('/v1/convert/build-transaction', async (c) => {
      const b = await readJsonBody(c, buildBody)
      const { kind, amount } = swapAmount(b, 'body')
      const { chain, from, to } = resolveSwapPair(ctx, b.from, b.to, 'body')
      const [{ route, source }, gasPrice, deadline] = await Promise.all([
        quoteSwap({ chain, from, to, kind, amount, slippageBps: slippageToBps(b.eip155.slippage) }),
        chain.client.getGasPrice(),
        swapDeadline(chain.client),
      ])
      const call = await source.buildCall(route, { recipient: b.userAddress, deadline })
      const gas = b.disableEstimate ? { gas: route.typicalGas, estimated: false } : await estimateSwapGas(chain.client, call, b.userAddress, route)
      const tx = { from: b.userAddress, to: call.to, data: call.data, value: call.value.toString(),
        eip155: { gas: (gas.estimated ? withHeadroom(gas.gas) : gas.gas).toString(), gasPrice: gasPrice.toString() } }
      return c.json({ tx, quote: formatSwapQuote(chain, route, gas, gasPrice, { from: b.from, to: b.to }) })
    })
    .get('/v1/convert/allowance', async (c) => {
      const q = parseInput(z.object({ tokenAddress: caip10, userAddress: evmUser }), c.req.query(), 'query')
      const token = resolveSwapToken(ctx, q.tokenAddress, 'tokenAddress')
      const spender = token.chain.swapSources[0]!.spender
      if (isNativeToken(token.address)) return c.json({ allowance: maxUint256.toString(), spender })
      const allowance = await token.chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [q.userAddress, spender] })
      return c.json({ allowance: allowance.toString(), spender })
    })
    .get('/v1/convert/gas-price', async (c) => {
      const chain = swappingChain(parseInput(chainQuery, c.req.query(), 'query').chainId)
      if (!chain) throw gasPriceNotSupportedError()
      const price = await chain.client.getGasPrice()
      return c.json({ standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() })
    })
    .get('/v1/convert/build-approve', async (c) => {
      const q = parseInput(z.object({ userAddress: evmUser, from: caip10, to: caip10, amount: units.optional() }), c.req.query(), 'query')
      const { chain, from } = resolveSwapPair(ctx, q.from, q.to)
      if (isNativeToken(from)) throw new ApiError(400, "Invalid query parameter 'from': the native currency needs no approval", 'from')
      const spender = chain.swapSources[0]!.spender
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, q.amount ?? maxUint256] })
      const [gas, gasPrice] = await Promise.all([
        chain.client.estimateGas({ account: q.userAddress, to: from, data }).then(withHeadroom, () => 100_000n), chain.client.getGasPrice()])
      return c.json({ tx: { from: q.userAddress, to: from as Address, data, value: '0', eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } } })
    })
}
