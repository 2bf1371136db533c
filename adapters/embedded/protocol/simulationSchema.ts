import * as z from 'zod/mini'
import { byKey, oneOf } from './schemaParts.js'

const asset = z.object({
  standard: oneOf(['native', 'erc20', 'erc721', 'erc1155', 'spl']),
  address: z.optional(z.string()),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  usdPrice: z.optional(z.number()),
})

const change = z.object({ asset, amount: z.string(), tokenId: z.optional(z.string()), usd: z.optional(z.number()) })

const allowance = z.object({
  kind: oneOf(['token', 'operator', 'nft']),
  via: oneOf(['approve', 'setApprovalForAll', 'permit', 'permit2', 'permit2Transfer']),
  asset,
  spender: z.string(),
  amount: z.optional(z.string()),
  tokenId: z.optional(z.string()),
  unlimited: z.boolean(),
  revoked: z.boolean(),
  deadline: z.optional(z.number()),
})

const warning = byKey('code', [
  z.object({ code: oneOf(['unlimitedAllowance']), spender: z.string(), symbol: z.string() }),
  z.object({ code: oneOf(['collectionOperator']), operator: z.string(), symbol: z.string() }),
  z.object({ code: oneOf(['willFail']), reason: z.string() }),
  z.object({ code: oneOf(['unknownContractReceiver']), receiver: z.string() }),
  z.object({ code: oneOf(['nothingReceived']) }),
], ['unlimitedAllowance', 'collectionOperator', 'willFail', 'unknownContractReceiver', 'nothingReceived'])

/**
 * What the frame's SIMULATE_APPROVAL answers: the API's `POST /v1/simulate` answer for the
 * exact request the approval covers, as the frame fetched it over its own connection.
 */
export const simulationSchema = z.object({
  chainId: z.string(),
  account: z.string(),
  method: oneOf(['eth_simulateV1', 'debug_traceCall', 'simulateTransaction', 'typedData']),
  status: oneOf(['success', 'reverted']),
  send: z.array(change),
  receive: z.array(change),
  allowances: z.array(allowance),
  revert: z.optional(z.object({ kind: oneOf(['error', 'panic', 'custom', 'raw', 'other']), reason: z.string(), call: z.number() })),
  gasUsed: z.optional(z.string()),
  complete: z.boolean(),
  warnings: z.array(warning),
})
