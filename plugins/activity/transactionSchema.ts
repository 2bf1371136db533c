import * as v from 'valibot'

const transferSchema = v.object({
  fungible_info: v.optional(v.object({ name: v.string(), symbol: v.string(), icon: v.optional(v.object({ url: v.string() })) })),
  nft_info: v.optional(
    v.object({
      name: v.string(),
      content: v.optional(v.object({ preview: v.optional(v.object({ url: v.string() })) })),
      flags: v.optional(v.object({ is_spam: v.boolean() })),
    }),
  ),
  direction: v.optional(v.string()),
  quantity: v.object({ numeric: v.string() }),
})

const approvalSchema = v.object({
  fungible_info: v.object({ name: v.string(), symbol: v.string(), icon: v.optional(v.object({ url: v.string() })) }),
  spender: v.string(),
  quantity: v.object({ numeric: v.string() }),
})

/** A SPEC §3 transaction item as the API's history answers it (with the allowances it gave, `approvals`). */
export const transactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    minedAt: v.string(),
    chain: v.string(),
    operationType: v.string(),
    status: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    hash: v.optional(v.string()),
  }),
  transfers: v.array(transferSchema),
  approvals: v.optional(v.array(approvalSchema)),
})

/** `GET /v1/account/{address}/history`: a page and the cursor of the next. */
export const historyPageSchema = v.object({ data: v.array(transactionSchema), next: v.nullish(v.string()) })

export type Transaction = v.InferOutput<typeof transactionSchema>
