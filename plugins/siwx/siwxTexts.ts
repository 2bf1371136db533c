/** What the sign-in flows show a person (SPEC §8), in one place for the message catalogs. */
export const siwxTexts = {
  title: 'Sign in',
  heading: 'Sign in with your wallet',
  body: 'Sign a message to prove you own this account. It costs nothing and sends no transaction.',
  sign: 'Sign in',
  signing: 'Authenticating...',
  cancel: 'Cancel',
  disconnect: 'Disconnect',
  declined: 'Signature declined',
  failed: 'Something went wrong',
  initFailed: 'A problem occurred while trying initialize authentication',
} as const
