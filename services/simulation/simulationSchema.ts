import * as v from 'valibot'
import type { Simulation } from './Simulation.js'

// A few valibot parts only (this check loads with the previews, never at start-up): the closed
// sets are checked as strings, one of a list, with the parts the objects already use.
const oneOf = <const T extends readonly string[]>(values: T) => v.pipe(v.string(), v.check((value) => values.includes(value)))
const asset = v.object({
  standard: oneOf(['native', 'erc20', 'erc721', 'erc1155', 'spl']),
  address: v.optional(v.string()),
  symbol: v.string(),
  name: v.string(),
  decimals: v.number(),
  logoUri: v.string(),
  usdPrice: v.optional(v.number()),
})
const change = v.object({ asset, amount: v.string(), tokenId: v.optional(v.string()), usd: v.optional(v.number()) })

/** The answer of `POST /v1/simulate`, as the API client checks it. */
export const simulationSchema = v.object({
  chainId: v.string(),
  account: v.string(),
  method: oneOf(['eth_simulateV1', 'debug_traceCall', 'simulateTransaction', 'typedData']),
  status: oneOf(['success', 'reverted']),
  send: v.array(change),
  receive: v.array(change),
  allowances: v.array(v.object({
    kind: oneOf(['token', 'operator', 'nft']),
    via: oneOf(['approve', 'setApprovalForAll', 'permit', 'permit2', 'permit2Transfer']),
    asset,
    spender: v.string(),
    amount: v.optional(v.string()),
    tokenId: v.optional(v.string()),
    unlimited: v.boolean(),
    revoked: v.boolean(),
    deadline: v.optional(v.number()),
  })),
  revert: v.optional(v.object({ kind: oneOf(['error', 'panic', 'custom', 'raw', 'other']), reason: v.string(), call: v.number() })),
  gasUsed: v.optional(v.string()),
  complete: v.boolean(),
  warnings: v.array(v.object({
    code: oneOf(['unlimitedAllowance', 'collectionOperator', 'willFail', 'unknownContractReceiver', 'nothingReceived']),
    spender: v.optional(v.string()),
    operator: v.optional(v.string()),
    symbol: v.optional(v.string()),
    reason: v.optional(v.string()),
    receiver: v.optional(v.string()),
  })),
}) as unknown as v.GenericSchema<unknown, Simulation>
