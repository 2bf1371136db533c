/** The kinds of asset a simulation reports. */
export type SimulatedAssetStandard = 'native' | 'erc20' | 'erc721' | 'erc1155' | 'spl'

/** An asset a simulation saw move or be approved, described for people. */
export interface SimulatedAsset {
  standard: SimulatedAssetStandard
  /** The token contract or mint as CAIP-10; absent for the native currency. */
  address?: string
  symbol: string
  name: string
  /** Decimals of one whole unit (0 for NFTs). */
  decimals: number
  /** The API's image of the token (`/public/getTokenImage/{symbol}`). */
  logoUri: string
  /** USD per whole unit, where the API prices it. */
  usdPrice?: number
}

/** What the account sends or receives of one asset (summed over the whole request). */
export interface SimulatedChange {
  asset: SimulatedAsset
  /** Base units as a decimal string, above zero. */
  amount: string
  /** The token id of an ERC-721 or ERC-1155 asset. */
  tokenId?: string
  /** The dollar value of `amount`, where the asset is priced. */
  usd?: number
}

/** A right over the account's assets that the request grants (or takes back). */
export interface SimulatedAllowance {
  /**
   * `token`: an amount of a fungible token (approve, EIP-2612 Permit, Permit2); `operator`:
   * every token of a collection (setApprovalForAll); `nft`: one token id.
   */
  kind: 'token' | 'operator' | 'nft'
  /** How it is granted: a transaction's approval, or a signature. */
  via: 'approve' | 'setApprovalForAll' | 'permit' | 'permit2' | 'permit2Transfer'
  asset: SimulatedAsset
  spender: string
  /** Base units (decimal string) for `token`. */
  amount?: string
  tokenId?: string
  /** The amount is the largest the token can hold (an allowance that never runs out). */
  unlimited: boolean
  /** Taken back (an allowance of zero, an operator removed). */
  revoked: boolean
  /** Unix seconds after which the signature or allowance no longer works, when it says. */
  deadline?: number
}

/** Why the request fails. */
export interface SimulatedRevert {
  /** `error`: Error(string); `panic`: Panic(uint256); `custom`: a custom error whose ABI is known; `raw`: only its selector; `other`: the node's own words (out of gas, a Solana program error). */
  kind: 'error' | 'panic' | 'custom' | 'raw' | 'other'
  /** What to show: the reason string, the panic's meaning, `Name(arg: value, …)`, or the 4-byte selector. */
  reason: string
  /** The call of a batch that failed (0-based). */
  call: number
}

/** Something a person should notice before approving, named by a stable code. */
export type SimulationWarning =
  | { code: 'unlimitedAllowance'; spender: string; symbol: string }
  | { code: 'collectionOperator'; operator: string; symbol: string }
  | { code: 'willFail'; reason: string }
  | { code: 'unknownContractReceiver'; receiver: string }
  | { code: 'nothingReceived' }

/** What `POST /v1/simulate` answers: what a request would do to the account, before it is signed. */
export interface Simulation {
  /** CAIP-2. */
  chainId: string
  /** The account whose assets are reported. */
  account: string
  /** How the API simulated it. */
  method: 'eth_simulateV1' | 'debug_traceCall' | 'simulateTransaction' | 'typedData'
  status: 'success' | 'reverted'
  send: readonly SimulatedChange[]
  receive: readonly SimulatedChange[]
  allowances: readonly SimulatedAllowance[]
  revert?: SimulatedRevert
  /** Gas (EVM) or compute units (Solana) the request uses; absent for a signature. */
  gasUsed?: string
  /**
   * False when part of a batch could not be simulated on the state the calls before it
   * left (a node that cannot carry state from call to call): what is shown is not the whole.
   */
  complete: boolean
  warnings: readonly SimulationWarning[]
}
