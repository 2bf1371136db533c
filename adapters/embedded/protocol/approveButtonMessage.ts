import * as z from 'zod/mini'

/** The channel of the one message the frame's approve page posts to the hidden frame beside it. */
export const APPROVE_BUTTON_CHANNEL = 'airlock-approve'

/** What the approve page posts when the person presses its button: the approval it stands for. */
export const approveButtonMessageSchema = z.object({
  channel: z.literal(APPROVE_BUTTON_CHANNEL),
  approvalId: z.string().check(z.minLength(1), z.maxLength(100)),
})
