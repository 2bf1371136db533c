import type { AirlockConfigInput } from 'airlock'

/** The size fixtures' config: a host with every feature on. */
export const everyFeature = {
  projectId: 'size-fixture',
  features: {
    email: true,
    socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    swaps: true,
    send: true,
    receive: true,
    onramp: true,
    activity: true,
    pay: true,
    siwx: true,
    names: true,
  },
} satisfies AirlockConfigInput
