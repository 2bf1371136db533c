// Every string the Pay view shows, in one place.
export const payTexts = {
  title: 'Pay',
  asked: 'Amount',
  to: 'To',
  network: 'Network',
  balance: 'Your balance',
  connect: 'Connect a wallet to pay',
  pay: (amount: string, symbol: string) => `Pay ${amount} ${symbol}`,
  short: (missing: string, symbol: string) => `You need ${missing} ${symbol} more.`,
  buy: (missing: string, symbol: string) => `Buy ${missing} ${symbol}`,
  swap: 'Swap for the difference',
  wallet: 'Confirm the payment in your wallet…',
  mining: 'Waiting for confirmation…',
  paid: 'Paid',
  close: 'Close',
} as const
