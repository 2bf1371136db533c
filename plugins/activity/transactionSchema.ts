import * as z from 'zod/mini'

const transferSchema = z.object({
  fungible_info: z.optional(z.object({ name: z.string(), symbol: z.string(), icon: z.optional(z.object({ url: z.string() })) })),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
})

/** A SPEC §3 transaction item as the API's history answers it. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: z.array(transferSchema),
})

/** `GET /v1/account/{address}/history`: a page and the cursor of the next. */
export const historyPageSchema = z.object({ data: z.array(transactionSchema), next: z.nullish(z.string()) })

export type Transaction = z.infer<typeof transactionSchema>
