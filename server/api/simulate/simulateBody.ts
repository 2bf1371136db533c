import { getAddress, isAddress, maxUint256, type Address, type Hex } from 'viem'
import { z } from 'zod'

/** The most calls one simulation takes: a batch beyond it is refused, naming `calls`. */
export const MAX_SIMULATED_CALLS = 10

const address = z.string().max(42).refine((v) => isAddress(v, { strict: false }), 'expected a 0x address of 20 bytes').transform((v) => getAddress(v) as Address)
const hexData = z.string().max(262_144).regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x and whole bytes in hex').transform((v) => v as Hex)
const wei = z.union([z.string().regex(/^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/, 'expected wei, decimal or 0x hex'), z.number().int().nonnegative().transform(String)])
  .transform(BigInt).refine((v) => v <= maxUint256, 'must fit in 256 bits')

// A call may name its sender as `eth_sendTransaction` does; it must be the account.
const call = z.object({ from: address.optional(), to: address.optional(), value: wei.default(0n), data: hexData.default('0x') })
const json = z.record(z.string().max(100), z.unknown())

/** The EVM form: calls from `account` (or `from`, as `wallet_sendCalls` names it), in order. */
export const evmSimulation = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && !('account' in body) && 'from' in body ? { ...body, account: (body as { from: unknown }).from } : body),
  z.object({
    chainId: z.string().max(64).regex(/^eip155:\d{1,20}$/, 'expected an eip155 CAIP-2 id'),
    account: address,
    calls: z.array(call).min(1).max(MAX_SIMULATED_CALLS),
    atomic: z.boolean().default(false),
    smartAccount: z.object({ entryPoint: address }).optional(),
  }).superRefine((body, c) => {
    body.calls.forEach((each, index) => {
      // Without a receiver a call creates a contract from its data: with neither it is nothing to run.
      if (!each.to && each.data === '0x') c.addIssue({ code: 'custom', path: ['calls', index], message: "a call needs 'to', or 'data' that creates a contract" })
      if (each.from && each.from !== body.account) c.addIssue({ code: 'custom', path: ['calls', index, 'from'], message: 'a call is sent by the account itself' })
    })
  }),
)

/** The Solana form: one wire transaction (base64). */
export const solanaSimulation = z.object({
  chainId: z.string().max(64).regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/, 'expected a solana CAIP-2 id'),
  account: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 Solana address'),
  transaction: z.string().max(4096).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected a base64 transaction'),
})

/** The signature form: EIP-712 typed data `account` is asked to sign. */
export const typedDataSimulation = z.object({
  chainId: z.string().max(64).regex(/^eip155:\d{1,20}$/, 'expected an eip155 CAIP-2 id'),
  account: address,
  typedData: z.object({ domain: json.default({}), types: json.default({}), primaryType: z.string().min(1).max(100), message: json }),
})

export type EvmSimulationBody = z.output<typeof evmSimulation>
export type SolanaSimulationBody = z.output<typeof solanaSimulation>
export type TypedDataSimulationBody = z.output<typeof typedDataSimulation>

/** Which form a body is, by its fields: typed data, a Solana transaction, or EVM calls. */
export function simulationForm(body: unknown): typeof evmSimulation | typeof solanaSimulation | typeof typedDataSimulation {
  const fields = typeof body === 'object' && body !== null ? body : {}
  if ('typedData' in fields) return typedDataSimulation
  if ('transaction' in fields) return solanaSimulation
  return evmSimulation
}
