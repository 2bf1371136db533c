import type { CaipAddress, CaipNetworkId, ChainNamespace, FeeEstimate } from 'airlock/kit'

/** A token the account can send: the native currency or a token (SPEC §3 `token`). */
export interface SendToken {
  name: string
  symbol: string
  /** The token contract (EVM) or mint (Solana) as CAIP-10; absent for the native currency. */
  address?: string | undefined
  quantity: { decimals: string; numeric: string }
  /** US dollars per unit; 0 when no price is known. */
  price: number
  iconUrl?: string | undefined
}

/** Where a message of the send form belongs. */
export type SendField = 'token' | 'amount' | 'receiver' | 'form'

/**
 * Why a send cannot go ahead (or why it failed), and which field to point at: a message of
 * the send catalog (`plugins/send/messages`) and its values, which the views put in words.
 */
export interface SendProblem {
  field: SendField
  /** The message id (`send.error.required`). */
  id: string
  values?: Record<string, string | number> | undefined
  /** The wallet's code when the wallet failed (`USER_REJECTED` …); else the message id is the code. */
  code?: string | undefined
}

/**
 * A transaction the wallet sent: it has a hash, so it is never sent again. It stays
 * `pending` until mined, then is `confirmed` or `failed` (reverted on chain).
 */
export interface SentTransaction {
  hash: string
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** The sender's CAIP-10 account: what the pending list is kept under. */
  account: CaipAddress
  to: string
  /** As typed, in whole tokens. */
  amount: string
  symbol: string
  /** The token contract or mint (CAIP-10); absent for the native currency. */
  token?: string | undefined
  /** When the wallet returned it, in ms since the epoch. */
  sentAt: number
  status: 'pending' | 'confirmed' | 'failed'
  /** Why the last check of a pending transaction failed (it is checked again): a message id of the send catalog. */
  checkError?: string | undefined
}

/** The send-token state of SPEC §3, plus what the views need to show its progress. */
export interface SendState {
  token: SendToken | undefined
  /** The amount as typed, in whole tokens (`"1.5"`). */
  sendTokenAmount: string
  /** What the person typed as the receiver: an address or a registered name. */
  receiverInput: string
  /** The address to send to: the one typed, or the one a name resolved to. */
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** A name is being looked up. */
  resolvingReceiver: boolean
  tokenBalances: SendToken[]
  /** The token balances are being read. */
  balancesLoading: boolean
  /** The native balance's value in US dollars, two decimals; undefined without a price. */
  networkBalanceInUSD: string | undefined
  /** The estimated network fee, in the native currency (nothing, `sponsored`, when a sponsor pays it); undefined until estimated. */
  networkFee: FeeEstimate | undefined
  /** The wallet is being asked. */
  loading: boolean
  /** Where a send in progress stands: in the wallet (a sent one is in `sent`). */
  stage: 'wallet' | undefined
  /** The message to show, if any: one at a time, beside the field it concerns. */
  error: SendProblem | undefined
  /**
   * Transactions sent since the page loaded, and pending ones of earlier pages (kept per
   * account), oldest first; at most 99 (SPEC §9).
   */
  sent: SentTransaction[]
}

/** The state of a send form nobody has touched. */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: '',
    receiverInput: '',
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    resolvingReceiver: false,
    tokenBalances: [],
    balancesLoading: false,
    networkBalanceInUSD: undefined,
    networkFee: undefined,
    loading: false,
    stage: undefined,
    error: undefined,
    sent: [],
  }
}
