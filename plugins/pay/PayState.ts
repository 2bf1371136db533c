import type { PayRequest } from 'airlock/kit'

/** The payment the Pay view shows, and where it stands. */
export interface PayState {
  request: PayRequest | undefined
  /** The asset's symbol and decimals, once read. */
  symbol: string
  decimals: number
  /** What the person holds of the asset, in the smallest unit, as a decimal string; undefined until read. */
  balance: string | undefined
  /** How much is missing, in whole units; undefined when the balance covers the payment. */
  shortfall: string | undefined
  /** The asset's USD price, when the API knows it (to buy the difference). */
  price: number
  stage: 'idle' | 'wallet' | 'mining' | 'paid' | 'declined' | 'failed'
  /** The wallet is being asked to move to the payment's network. */
  switching: boolean
  /** Set once the wallet sent the transaction: it is never sent again. */
  hash: string | undefined
  /** What went wrong: a message id of the pay catalog (plugins/pay/messages), which the view reads in the person's language. */
  error: string | undefined
}

/** A Pay view with nothing asked yet. */
export function initialPayState(): PayState {
  return { request: undefined, symbol: '', decimals: 18, balance: undefined, shortfall: undefined, price: 0, stage: 'idle', switching: false, hash: undefined, error: undefined }
}
