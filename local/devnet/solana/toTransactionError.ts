import type { FailedTransactionMetadata } from 'litesvm'

// litesvm declares these as `const enum`s, which isolatedModules cannot read; the order is
// the one in litesvm's internal.d.ts and in Solana's TransactionError/InstructionError.
const transactionErrorNames = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound',
  'InsufficientFundsForFee', 'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound',
  'CallChainTooDeep', 'MissingSignatureForFee', 'InvalidAccountIndex', 'SignatureFailure',
  'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion',
  'InvalidWritableAccount', 'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded', 'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit', 'CommitCancelled',
]

const instructionErrorNames = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData',
  'AccountDataTooSmall', 'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature',
  'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified',
  'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex', 'ExecutableModified',
  'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete',
  'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority', 'AccountNotRentExempt',
  'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

// The validator's wording for the errors a wallet user is likely to meet.
const transactionErrorTexts: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
}
const instructionErrorTexts: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
}

/** A transaction error as Solana's JSON-RPC spells it: a name or a one-key object. */
export type RpcTransactionError = string | Record<string, unknown>

/** What went wrong with a transaction, as JSON (`err`) and as the validator's sentence. */
export interface TransactionErrorDescription {
  err: RpcTransactionError
  message: string
}

/** Turns litesvm's failure into Solana's JSON-RPC error shape and message. */
export function toTransactionError(failure: FailedTransactionMetadata): TransactionErrorDescription {
  const raw: unknown = failure.err()
  if (typeof raw === 'number') {
    const name = transactionErrorNames[raw] ?? `TransactionError(${raw})`
    return { err: name, message: transactionErrorTexts[name] ?? name }
  }
  const fields = raw as { index?: number; accountIndex?: number; err?: () => unknown }
  if (typeof fields.err === 'function' && fields.index !== undefined) {
    const inner = fields.err()
    const [json, text] = describeInstructionError(inner)
    return {
      err: { InstructionError: [fields.index, json] },
      message: `Error processing Instruction ${fields.index}: ${text}`,
    }
  }
  if (fields.accountIndex !== undefined) {
    const name = (raw as object).constructor.name.includes('Restricted')
      ? 'ProgramExecutionTemporarilyRestricted'
      : 'InsufficientFundsForRent'
    return {
      err: { [name]: { account_index: fields.accountIndex } },
      message: `Transaction leaves an account with a lower balance than rent-exempt minimum (account ${fields.accountIndex})`,
    }
  }
  if (fields.index !== undefined) {
    return {
      err: { DuplicateInstruction: fields.index },
      message: `Transaction contains a duplicate instruction (${fields.index}) that is not allowed`,
    }
  }
  return { err: String(raw), message: String(raw) }
}

function describeInstructionError(inner: unknown): [RpcTransactionError, string] {
  if (typeof inner === 'number') {
    const name = instructionErrorNames[inner] ?? `InstructionError(${inner})`
    return [name, instructionErrorTexts[name] ?? name]
  }
  const fields = inner as { code?: number; msg?: string }
  if (fields.code !== undefined) {
    return [{ Custom: fields.code }, `custom program error: 0x${fields.code.toString(16)}`]
  }
  return ['BorshIoError', `Failed to serialize or deserialize account data: ${fields.msg ?? ''}`]
}
