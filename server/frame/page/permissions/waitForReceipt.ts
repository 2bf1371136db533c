import type { Hex } from 'viem'
import { FrameFailure } from '../frame/FrameFailure.js'
import type { SigningContext } from '../signing/SigningContext.js'

/** Waits (polling the API's RPC proxy) until `hash` is mined; a reverted transaction is an `rpc_error` naming `what`. */
export async function waitForReceipt(ctx: SigningContext, chainId: string, hash: Hex, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (let wait = 100; Date.now() < until; wait = Math.min(wait * 2, 1_000)) {
    const receipt = (await ctx.rpc(chainId, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null
    if (receipt?.status === '0x1') return
    if (receipt?.status === '0x0') throw new FrameFailure('rpc_error', `${what} failed on chain (transaction ${hash})`, { rpcCode: -32603 })
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
  throw new FrameFailure('rpc_error', `${what} was not mined within ${timeoutMs / 1000} s (transaction ${hash})`, { rpcCode: -32603 })
}
