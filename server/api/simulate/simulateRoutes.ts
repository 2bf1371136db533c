import { Hono } from 'hono'
import { createPublicClient, http, type PublicClient } from 'viem'
import { z } from 'zod'
import { findEvmChain, type ApiContext } from '../ApiContext.js'
import type { EvmChain } from '../chains/EvmChain.js'
import { ApiError } from '../http/ApiError.js'
import type { ApiEnv } from '../http/ApiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { Simulation } from '../../../services/simulation/Simulation.js'
import { createSimulationMethods } from './evm/findSimulationMethod.js'
import { simulateEvmCalls, simulationCallGas } from './evm/simulateEvmCalls.js'
import { simulateSolanaTransaction } from './solana/simulateSolanaTransaction.js'
import { simulationForm, typedDataSimulation, evmSimulation, solanaSimulation } from './simulateBody.js'
import { simulateTypedData } from './typedData/simulateTypedData.js'

const notSupported = () => new ApiError(400, "Invalid body field 'chainId': network not supported for simulation", 'chainId', { code: 'SIMULATION_NOT_SUPPORTED' })

/** The node could not run the simulation (it lacks the methods, or failed): the person decides without it. */
export const simulationUnavailable = () => new ApiError(502, 'Could not simulate this transaction', undefined, { code: 'SIMULATION_UNAVAILABLE' })

/**
 * `POST /v1/simulate`: what a request would do to the account before it is signed. EVM calls
 * (one, or a batch in order) through the node's `eth_simulateV1` or `debug_traceCall`, a
 * Solana transaction through `simulateTransaction`, EIP-712 typed data recognised from its
 * fields. Counted against the `simulations` budget; EVM calls also spend the gas they may use
 * from the `simulationGas` budget, each call held to the node limits' gas and each trace to
 * their time.
 */
export function simulateRoutes(ctx: ApiContext): Hono<ApiEnv> {
  const methods = createSimulationMethods()
  // Per chain, a client that sends requests made together (the two tracers of a call) as one JSON-RPC batch.
  const tracers = new Map<string, PublicClient>()
  const tracerOf = (chain: EvmChain) => {
    let tracer = tracers.get(chain.caipNetworkId)
    if (!tracer) tracers.set(chain.caipNetworkId, (tracer = createPublicClient({ transport: http(chain.options.rpcUrl, { batch: true, retryCount: 0, timeout: 10_000 }) })))
    return tracer
  }
  const run = async (simulate: () => Promise<Simulation>): Promise<Simulation> => {
    try {
      return await simulate()
    } catch (error) {
      if (error instanceof ApiError) throw error
      ctx.report(error, 'POST /v1/simulate')
      throw simulationUnavailable()
    }
  }
  return new Hono<ApiEnv>().post('/v1/simulate', ctx.limit('simulations'), async (c) => {
    const raw = await readJsonBody(c, z.record(z.string(), z.unknown()))
    const form = simulationForm(raw)
    if (form === solanaSimulation) {
      const body = parseInput(solanaSimulation, raw, 'body')
      const chain = ctx.solana?.caipNetworkId === body.chainId ? ctx.solana : undefined
      if (!chain) throw notSupported()
      return c.json(await run(() => simulateSolanaTransaction(ctx, chain, body)))
    }
    if (form === typedDataSimulation) {
      const body = parseInput(typedDataSimulation, raw, 'body')
      // The domain's own chain names the tokens when the API serves it; else the request's.
      const domainChain = body.typedData.domain['chainId']
      const chain = findEvmChain(ctx, domainChain === undefined ? body.chainId : `eip155:${String(domainChain)}`) ?? findEvmChain(ctx, body.chainId)
      if (!chain) throw notSupported()
      return c.json(await run(() => simulateTypedData(ctx, chain, body)))
    }
    const body = parseInput(evmSimulation, raw, 'body')
    const chain = findEvmChain(ctx, body.chainId)
    if (!chain) throw notSupported()
    // The gas a node may run for this request, spent from the client's gas budget before it runs.
    const gas = simulationCallGas(ctx.nodeLimits, body.calls.length) * BigInt(body.calls.length)
    const wait = await ctx.limit.spend('simulationGas', c, Math.ceil(Number(gas) / 1_000_000))
    if (wait > 0) return c.json({ message: 'Too many requests' }, 429, { 'retry-after': String(wait) })
    return c.json(await run(async () => simulateEvmCalls(ctx, chain, body, await methods(chain.caipNetworkId, chain.client), tracerOf(chain))))
  })
}
