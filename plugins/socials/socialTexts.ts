/** The socials views' strings, in one place. */
export const socialTexts = {
  otherTitle: 'Other sign-in options',
  loginTitle: (name: string) => `Continue with ${name}`,
  waiting: (name: string) => `Continue in the ${name} window`,
  waitingHint: 'Sign in there; this window updates by itself.',
  redirecting: (name: string) => `Taking you to ${name}…`,
  connecting: 'Authenticating...',
  denied: (name: string) => `You declined to sign in with ${name}. Nothing was shared; choose another way to continue.`,
  failed: 'Something went wrong',
  popupAgain: 'Open the window again',
  farcasterTitle: 'Sign in with Farcaster',
  farcasterScan: 'Scan with your phone’s camera or a Farcaster client to sign in.',
  farcasterOpen: 'Open in Farcaster',
  farcasterQr: 'Farcaster sign-in QR code',
  farcasterLoading: 'Preparing the sign-in link',
  farcasterWaiting: 'Waiting for your approval',
  accountTitle: 'Signed in with',
}
