import * as z from 'zod/mini'
import { approvalSummarySchema } from './approvalSummarySchema.js'

/**
 * The channel on which the wallet's approve page asks the hidden frame beside it what an
 * approval stands for, and gets the frame's own decoding back: both are the wallet's origin,
 * so the app between them can neither read nor forge it.
 */
export const APPROVAL_SUMMARY_CHANNEL = 'airlock-approval-summary'

const approvalId = z.string().check(z.minLength(1), z.maxLength(100))

/** The approve page's question: what does `approvalId` sign? */
export const approvalSummaryAskSchema = z.object({ channel: z.literal(APPROVAL_SUMMARY_CHANNEL), ask: z.literal('summary'), approvalId })

/** The hidden frame's answer: what it decoded when the approval was prepared. */
export const approvalSummaryAnswerSchema = z.object({ channel: z.literal(APPROVAL_SUMMARY_CHANNEL), approvalId, summary: approvalSummarySchema })
