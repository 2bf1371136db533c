// Vite replaces `import.meta.env.MODE` with the build's mode, so in a production build by Vite
// this is `false` and what it guards is left out of the bundle. Elsewhere (tests, Node, other
// bundlers, a page loading the modules as they are) `import.meta.env` is absent or not
// 'production', and it is `true`.
type WithEnv = { env?: { MODE?: string } }

/**
 * Whether the texts written for the host's developer ship: the long reasons of a config
 * error, the message of a hook used outside `<AirlockProvider>`. A production build by Vite
 * keeps the error, its code and the field it names, with a short reason.
 */
export const development = ((import.meta as WithEnv).env ? (import.meta as WithEnv).env!.MODE : undefined) !== 'production'
