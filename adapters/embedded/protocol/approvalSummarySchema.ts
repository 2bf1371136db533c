import * as z from 'zod/mini'
import { anyValue, byKey, oneOf, plainRecord } from './schemaParts.js'

const evmTransaction = z.object({
  from: z.string(),
  to: z.nullable(z.string()),
  /** Wei, decimal. */
  value: z.string(),
  data: z.optional(z.string()),
  /** An ERC-20 `transfer(to, amount)` decoded from `data`: token contract, recipient, raw amount. */
  erc20Transfer: z.optional(z.object({ token: z.string(), to: z.string(), amount: z.string() })),
})

const solanaInstruction = z.object({
  programId: z.string(),
  /** Decoded where the frame knows the program: a SOL transfer (`lamports`), else raw. */
  kind: oneOf(['systemTransfer', 'other']),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  lamports: z.optional(z.string()),
  accounts: z.array(z.string()),
  /** Base64 of the instruction data. */
  data: z.string(),
})

/** One permission as the approval shows it: the request as it will be granted, and its token as the frame read it. */
const permissionGrant = z.object({ request: plainRecord(), token: z.optional(z.object({ symbol: z.string(), decimals: z.number() })) })

/**
 * What the frame will sign, decoded by the frame itself from the exact request it holds
 * for the approval, so the approval view can show the person what they approve.
 */
export const approvalSummarySchema = byKey('kind', [
  z.object({ kind: oneOf(['message']), namespace: oneOf(['eip155', 'solana']), address: z.string(), text: z.nullable(z.string()), raw: z.string() }),
  z.object({ kind: oneOf(['typedData']), address: z.string(), domain: plainRecord(), primaryType: z.string(), message: plainRecord() }),
  z.object({
    kind: oneOf(['evmTransactions']),
    chainId: z.string(),
    transactions: z.array(evmTransaction),
    /** Sent by the user's smart account as one user operation (all calls or none); `sponsored`: the app pays the gas. */
    smartAccount: z.optional(z.object({ address: z.string(), sponsored: z.boolean(), sponsor: z.optional(z.string()) })),
    /** An EOA's batch run atomically through its EIP-7702 delegate `contract`; `delegates`: this approval also delegates the account to it. */
    eip7702: z.optional(z.object({ contract: z.string(), delegates: z.boolean() })),
  }),
  z.object({ kind: oneOf(['solanaTransactions']), chainId: z.string(), send: z.boolean(), transactions: z.array(z.object({ instructions: z.array(solanaInstruction) })) }),
  /**
   * `wallet_grantPermissions`: what `app` (the parent's origin, as the frame saw it) may do
   * from `address` on `chainId`; `upgrade`: approving first delegates the account, with
   * EIP-7702, to the Delegation Framework's account code `contract` (replacing `replaces`).
   */
  z.object({
    kind: oneOf(['permissions']),
    chainId: z.string(),
    address: z.string(),
    app: z.string(),
    grants: z.array(permissionGrant),
    upgrade: z.optional(z.object({ contract: z.string(), replaces: z.optional(z.string()) })),
  }),
  /** `wallet_revokePermissions`: the grant to end (`grant` when the wallet lists it), sent from `address`. */
  z.object({
    kind: oneOf(['revokePermissions']),
    chainId: z.string(),
    address: z.string(),
    delegate: z.string(),
    delegationHash: z.string(),
    app: z.optional(z.string()),
    grant: z.optional(permissionGrant),
  }),
  z.object({ kind: oneOf(['other']), method: z.string(), params: anyValue() }),
], ['message', 'typedData', 'evmTransactions', 'solanaTransactions', 'permissions', 'revokePermissions', 'other'])

/** What PREPARE_APPROVAL answers about the request to approve. */
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>
