import * as v from 'valibot'
import { type SocialOption, socialProviders } from './socialProviders.js'

const choices: readonly string[] = [...socialProviders, 'farcaster']
const option = v.custom<SocialOption>((value) => choices.includes(value as string), `expected one of ${choices.map((value) => JSON.stringify(value)).join(', ')}`)

/** `features.socials`: the providers Connect lists, in order; `true` is every one. */
export default v.optional(v.array(option), () => [...choices] as SocialOption[])
