import { AirlockError } from '../../errors/AirlockError.js'

/**
 * Why a permission could not be granted, revoked or used:
 * - `PERMISSIONS_UNSUPPORTED`: the wallet (or this account, or this network) grants none; the message says why;
 * - `PERMISSION_DECLINED`: the person rejected the request;
 * - `PERMISSION_INVALID`: a request or call the wallet cannot take, naming the field;
 * - `PERMISSION_EXCEEDED`: more than is left this period (the message says how much is, and when it renews);
 * - `PERMISSION_NOT_ALLOWED`: a contract, function or payee the permission does not name;
 * - `PERMISSION_EXPIRED`, `PERMISSION_REVOKED`: the permission ended;
 * - `PERMISSION_FAILED`: the chain or the bundler refused the operation (its reason in `details`).
 */
export type PermissionErrorCode =
  | 'PERMISSIONS_UNSUPPORTED'
  | 'PERMISSION_DECLINED'
  | 'PERMISSION_INVALID'
  | 'PERMISSION_EXCEEDED'
  | 'PERMISSION_NOT_ALLOWED'
  | 'PERMISSION_EXPIRED'
  | 'PERMISSION_REVOKED'
  | 'PERMISSION_FAILED'

/**
 * The error the permissions feature rejects with; match on `code`.
 * @example
 * try { await permissions.sendCalls({ permission, calls, key }) } catch (e) { if (e instanceof PermissionError && e.code === 'PERMISSION_EXCEEDED') showLimitReached() }
 */
export class PermissionError extends AirlockError {
  override name = 'PermissionError'
  declare readonly code: PermissionErrorCode
  constructor(code: PermissionErrorCode, shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(code, shortMessage, options)
  }
}
