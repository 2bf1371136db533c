import * as z from 'zod/mini'

/** The channel of the one message the frame's social callback page posts to the hidden frame. */
export const SOCIAL_CALLBACK_CHANNEL = 'airlock-social'

/** The path of the frame's social callback page: every provider's redirect URI. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

/** The query parameter a full-page login returns to the app with (SPEC §2: `result_uri`). */
export const SOCIAL_RESULT_PARAM = 'result_uri'

/** What the callback page (in the popup) posts to the frame of its opener: the callback's own address. */
export const socialCallbackMessageSchema = z.object({
  channel: z.literal(SOCIAL_CALLBACK_CHANNEL),
  uri: z.string().check(z.minLength(1), z.maxLength(4096)),
})
