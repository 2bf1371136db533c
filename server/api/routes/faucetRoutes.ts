import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import { sendTestFunds } from '../faucet/sendTestFunds.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { createSharedRateLimiter } from '../http/createSharedRateLimiter.js'

const body = z.object({
  address: z.string().refine((a) => isAddress(a, { strict: false }), 'expected an 0x address'),
  chainId: z.string().regex(/^eip155:\d{1,12}$/, 'expected an eip155 CAIP-2 id'),
})

/** How often one address may be given test funds on one network. */
export const TEST_FUNDS_PER_ADDRESS = { limit: 1, windowSeconds: 600 } as const

/**
 * `POST /v1/faucet { address, chainId }`: pays a wallet test funds on a local chain (see
 * `sendTestFunds`) and answers what was paid, once confirmed. A development feature, served
 * only when the server's `testFunds` is on, on chains with a faucet key; limited per client
 * address (`rateLimits.testFunds`) and to one payment per address and network every 10 minutes.
 */
export function faucetRoutes(ctx: ApiContext): Hono<ApiEnv> {
  // In the store, so the rule holds however many API processes serve the route.
  const perAddress = createSharedRateLimiter(ctx.db, TEST_FUNDS_PER_ADDRESS, 'testFundsPerAddress')
  return new Hono<ApiEnv>().post('/v1/faucet', ctx.limit('testFunds'), async (c) => {
    const input = await readJsonBody(c, body)
    const chain = findEvmChain(ctx, input.chainId)
    if (!chain?.options.faucetPrivateKey) throw new ApiError(400, `Network ${input.chainId} has no test funds on this server`, 'chainId')
    const address = getAddress(input.address)
    const wait = await perAddress.take(`${chain.caipNetworkId}:${address}`)
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60)
      throw new ApiError(429, `Test funds were sent to this address recently; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, 'address', { retryAfterSeconds: wait })
    }
    const payments = await sendTestFunds(chain, address)
    return c.json({ address, chainId: chain.caipNetworkId, payments })
  })
}
