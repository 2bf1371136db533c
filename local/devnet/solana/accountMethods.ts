import { encodeAccount, readAccountEncoding } from './encodeAccount.js'
import { readParam } from './readParam.js'
import { RpcError } from './RpcError.js'
import { inContext, type RpcMethod } from './RpcMethod.js'
import { sendAirdrop } from './sendAirdrop.js'

const maxMultipleAccounts = 100

/** RPC methods that read accounts and balances, and the faucet. */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance(params, { ledger }) {
    const address = readParam.address(params, 0)
    return inContext(ledger, Number(ledger.getAccount(address)?.lamports ?? 0n))
  },

  getAccountInfo(params, { ledger }) {
    const address = readParam.address(params, 0)
    const config = readParam.config(params, 1)
    const encoding = readAccountEncoding(config)
    const account = ledger.getAccount(address)
    return inContext(ledger, account && encodeAccount(account, encoding, ledger.getAccount, config.dataSlice))
  },

  getMultipleAccounts(params, { ledger }) {
    const addresses = readParam.array(params, 0)
    if (addresses.length > maxMultipleAccounts) {
      throw RpcError.invalidParams(`Too many inputs provided; max ${maxMultipleAccounts}`)
    }
    const config = readParam.config(params, 1)
    const encoding = readAccountEncoding(config, 'base64')
    const value = addresses.map((_, index) => {
      const account = ledger.getAccount(readParam.address(addresses, index))
      return account && encodeAccount(account, encoding, ledger.getAccount, config.dataSlice)
    })
    return inContext(ledger, value)
  },

  getMinimumBalanceForRentExemption(params, { ledger }) {
    const size = params[0] === undefined ? 0 : readParam.integer(params, 0)
    return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
  },

  requestAirdrop(params, { ledger, faucet }) {
    const address = readParam.address(params, 0)
    const lamports = readParam.integer(params, 1)
    return sendAirdrop(ledger, faucet, address, lamports)
  },
}
