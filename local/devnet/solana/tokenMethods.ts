import type { LiteSVM } from 'litesvm'
import { decodeTokenState } from './decodeTokenState.js'
import { encodeAccount, readAccountEncoding } from './encodeAccount.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { Ledger } from './createLedger.js'
import { readParam } from './readParam.js'
import { RpcError } from './RpcError.js'
import { inContext, type RpcMethod } from './RpcMethod.js'
import { tokenProgramIds } from './tokenProgramIds.js'

type SvmAddress = Parameters<LiteSVM['getProgramAccounts']>[0]

/** RPC methods over SPL token accounts and mints. */
export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountBalance(params, { ledger }) {
    const address = readParam.address(params, 0)
    const account = ledger.getAccount(address)
    const state = account && decodeTokenState(account)
    if (state?.kind !== 'account') throw RpcError.invalidParams('Invalid param: not a Token account')
    return inContext(ledger, formatTokenAmount(state.amount, mintDecimals(ledger, state.mint)))
  },

  getTokenSupply(params, { ledger }) {
    const address = readParam.address(params, 0)
    const account = ledger.getAccount(address)
    const state = account && decodeTokenState(account)
    if (state?.kind !== 'mint') throw RpcError.invalidParams('Invalid param: not a Token mint')
    return inContext(ledger, formatTokenAmount(state.supply, state.decimals))
  },

  getTokenAccountsByOwner(params, { ledger }) {
    const owner = readParam.address(params, 0)
    const filter = readParam.config(params, 1)
    const encoding = readAccountEncoding(readParam.config(params, 2))
    const mint = filter.mint === undefined ? undefined : readParam.address([filter.mint], 0)
    const programId = mint === undefined ? readProgramFilter(filter) : ledger.getAccount(mint)?.owner
    if (programId === undefined || tokenProgramIds[programId] === undefined) {
      throw RpcError.invalidParams(mint === undefined ? 'Invalid param: unrecognized Token program id' : 'Invalid param: could not find mint')
    }
    const value = ledger.svm
      .getProgramAccounts(programId as SvmAddress)
      .flatMap(({ address, lamports, programAddress, data, executable }) => {
        const account = { lamports, owner: programAddress, data: data as Uint8Array, executable }
        const state = decodeTokenState(account)
        if (state?.kind !== 'account' || state.owner !== owner) return []
        if (mint !== undefined && state.mint !== mint) return []
        return [{ pubkey: address, account: encodeAccount(account, encoding, ledger.getAccount, undefined) }]
      })
    return inContext(ledger, value)
  },
}

function readProgramFilter(filter: Record<string, unknown>): string {
  if (filter.programId === undefined) throw RpcError.invalidParams('Invalid param: expected { mint } or { programId }')
  return readParam.address([filter.programId], 0)
}

function mintDecimals(ledger: Ledger, mint: string): number {
  const account = ledger.getAccount(mint)
  const state = account && decodeTokenState(account)
  return state?.kind === 'mint' ? state.decimals : 0
}
