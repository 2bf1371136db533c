import { AirlockError, type AirlockErrorOptions } from '../../errors/AirlockError.js'

/** What went wrong in a wallet, by stable code. */
export type WalletErrorCode =
  /** The person declined in the wallet (EIP-1193 4001). */
  | 'USER_REJECTED'
  /** The wallet does not know the chain (4902); add it, then switch. */
  | 'UNRECOGNIZED_CHAIN'
  /** The wallet refused the chain id (-32603 on switch). */
  | 'INVALID_CHAIN_ID'
  /** The site is not authorised for the account or method (4100). */
  | 'UNAUTHORIZED'
  /** The wallet does not support the method (4200). */
  | 'UNSUPPORTED_METHOD'
  /** The wallet is disconnected from every chain, or from the requested one (4900, 4901). */
  | 'WALLET_DISCONNECTED'
  /** A request of this kind is already waiting in the wallet (-32002). */
  | 'REQUEST_PENDING'
  /** The wallet is not installed or not found. */
  | 'WALLET_NOT_FOUND'
  /** Any other failure (5000). */
  | 'WALLET_ERROR'

/** A failure reported by a wallet, recognised by its numeric code, never by its text. */
export class WalletError extends AirlockError {
  override name = 'WalletError'
  declare readonly code: WalletErrorCode
  /** The wallet's own numeric code, when it gave one. */
  readonly walletCode: number | undefined

  constructor(code: WalletErrorCode, shortMessage: string, options: AirlockErrorOptions & { walletCode?: number } = {}) {
    super(code, shortMessage, options)
    this.walletCode = options.walletCode
  }
}
