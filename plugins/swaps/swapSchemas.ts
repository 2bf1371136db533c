import * as v from 'valibot'

// The convert API's answers (SPEC §7), checked before anything of them is shown or sent.
// Only valibot's functions start-up already holds (valibot is one module, so any function a
// lazy chunk uses ships in start-up's chunk): `check` stands in for `regex` and `picklist`.
const units = v.pipe(v.string(), v.check((text) => /^\d{1,78}$/.test(text)))
const hex = v.pipe(v.string(), v.check((text) => /^0x[0-9a-fA-F]*$/.test(text)))

/** `GET /v1/convert/tokens`: the network's tokens, the native currency first. */
export const tokensSchema = v.object({
  tokens: v.array(v.object({ name: v.string(), symbol: v.string(), address: v.string(), decimals: v.number(), logoUri: v.optional(v.string()) })),
})

const quote = v.object({
  kind: v.pipe(v.string(), v.check((kind): kind is 'exactIn' | 'exactOut' => kind === 'exactIn' || kind === 'exactOut')),
  fromAmount: units,
  toAmount: units,
  minimumReceived: units,
  maximumSold: units,
  slippage: v.number(),
  priceImpact: v.number(),
  path: v.array(v.string()),
  spender: v.string(),
  gasPrice: units,
  gasEstimate: units,
  networkFee: units,
})

/** One quote of `GET /v1/convert/quotes` (amounts in smallest units). */
export type SwapQuote = v.InferOutput<typeof quote>

/** `GET /v1/convert/quotes`. */
export const quotesSchema = v.object({ quotes: v.pipe(v.array(quote), v.check((quotes) => quotes.length > 0)) })

/** `GET /v1/convert/allowance`. */
export const allowanceSchema = v.object({ allowance: units })

const tx = v.object({ to: hex, data: hex, value: units })

/** `GET /v1/convert/build-approve`. */
export const approveSchema = v.object({ tx })

/** `POST /v1/convert/build-transaction`: the swap to send, and the quote it was built at. */
export const buildSchema = v.object({ tx, quote })
