import { PermissionError, type PermissionResponse } from 'airlock/kit'
import { decodeFunctionData, erc20Abi, toFunctionSelector, type Address, type Hex } from 'viem'
import type { GrantOnChain } from './readGrantOnChain.js'

/** A call the app makes under a grant. */
export interface PermissionCall {
  to: Address
  value?: bigint
  data?: Hex
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const selectorOf = (name: string) => (/^0x[0-9a-fA-F]{8}$/.test(name) ? name.toLowerCase() : toFunctionSelector(name.startsWith('function') ? name : `function ${name}`))

/**
 * Checks calls against a grant before anything is sent, with what the chain says now: ended
 * (revoked, expired), a contract, function or payee it does not name, more than is left this
 * period or more uses than it allows. The chain refuses the same calls anyway; this says why
 * first, without spending the app's gas.
 */
export function checkCalls(permission: PermissionResponse, onChain: GrantOnChain, calls: readonly PermissionCall[], format: (amount: bigint) => string): void {
  if (calls.length === 0) throw new PermissionError('PERMISSION_INVALID', 'No calls to send')
  if (onChain.revoked) throw new PermissionError('PERMISSION_REVOKED', 'This permission was revoked')
  if (onChain.now >= permission.expiry) throw new PermissionError('PERMISSION_EXPIRED', 'This permission has expired')
  const { permission: granted } = permission
  const payees = permission.policies?.find((p) => p.type === 'payee')?.data.addresses
  const limit = permission.policies?.find((p) => p.type === 'call-limit')?.data.count
  if (limit !== undefined && (onChain.callsMade ?? 0) + calls.length > limit) {
    throw new PermissionError('PERMISSION_EXCEEDED', `This permission allows ${limit} uses; ${limit - (onChain.callsMade ?? 0)} are left`)
  }
  const notAllowed = (why: string) => new PermissionError('PERMISSION_NOT_ALLOWED', why)
  let spent = 0n
  for (const call of calls) {
    const value = call.value ?? 0n
    const data = call.data ?? '0x'
    switch (granted.type) {
      case 'native-token-periodic':
        if (data !== '0x') throw notAllowed('This permission allows plain transfers only, not contract calls')
        if (payees && !payees.some((p) => same(p, call.to))) throw notAllowed(`This permission does not pay ${call.to}`)
        spent += value
        break
      case 'erc20-token-periodic': {
        if (!same(call.to, granted.data.tokenAddress)) throw notAllowed(`This permission is for token ${granted.data.tokenAddress}, not ${call.to}`)
        if (value !== 0n) throw notAllowed('A token permission sends no native coin')
        let transfer
        try {
          transfer = decodeFunctionData({ abi: erc20Abi, data })
        } catch {
          throw notAllowed('A token permission allows the token’s transfer only')
        }
        if (transfer.functionName !== 'transfer') throw notAllowed('A token permission allows the token’s transfer only')
        const [to, amount] = transfer.args as [Address, bigint]
        if (payees && !payees.some((p) => same(p, to))) throw notAllowed(`This permission does not pay ${to}`)
        spent += amount
        break
      }
      case 'contract-call': {
        if (!granted.data.contracts.some((c) => same(c, call.to))) throw notAllowed(`This permission does not allow calls to ${call.to}`)
        if (!granted.data.functions.map(selectorOf).includes(data.slice(0, 10).toLowerCase())) throw notAllowed(`This permission does not allow function ${data.slice(0, 10)}`)
        if (value !== 0n) throw notAllowed('This permission sends no native coin with its calls')
        break
      }
    }
  }
  const allowance = onChain.allowance
  if (allowance && spent > allowance.left) {
    const renews = new Date(allowance.periodEndsAt * 1000).toISOString()
    throw new PermissionError('PERMISSION_EXCEEDED', `This permission has ${format(allowance.left)} left until ${renews}; these calls need ${format(spent)}`, { details: `left=${allowance.left} needed=${spent} renews=${allowance.periodEndsAt}` })
  }
}
