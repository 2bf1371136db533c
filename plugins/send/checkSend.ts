import { formatBalance } from 'airlock/kit'
import { looksLikeName } from './resolveReceiverName.js'
import { parseAmount } from './parseAmount.js'
import type { SendProblem, SendState } from './SendState.js'
import { tokenUnits } from './tokenUnits.js'

/** The namespaces a send works on (SPEC §5): EVM and Solana. */
export const sendNamespaces: readonly string[] = ['eip155', 'solana']

/** What the check needs besides the form. */
export interface SendCheckInput {
  namespace: string
  /** The wallet is on a network the app does not support. */
  unsupportedNetwork: boolean
  /** The locale the balance in a message is written for (BCP 47). Default: English. */
  locale?: string | undefined
}

type CheckedState = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverInput' | 'receiverAddress' | 'resolvingReceiver' | 'tokenBalances' | 'networkFee'>

/**
 * The first rule a send breaks, or undefined when it may go to the wallet. In order: the
 * chain (SPEC §5 'Unsupported chain'), amount and receiver present ('An amount and receiver
 * address are required'), a token ('A token is required'), a readable amount above zero, a
 * receiver valid for the namespace, an amount within the balance, and enough of the native
 * currency left for the network fee.
 */
export function checkSend(state: CheckedState, { namespace, unsupportedNetwork, locale }: SendCheckInput): SendProblem | undefined {
  if (!sendNamespaces.includes(namespace) || unsupportedNetwork) return { field: 'form', id: 'send.error.unsupportedChain' }
  const amountText = state.sendTokenAmount.trim()
  if (!amountText || !state.receiverInput.trim()) {
    return { field: amountText ? 'receiver' : 'amount', id: 'send.error.required' }
  }
  if (!state.token) return { field: 'token', id: 'send.error.tokenRequired' }
  const unreadable = amountFormatProblem(state)
  if (unreadable) return unreadable
  if (state.resolvingReceiver) return { field: 'receiver', id: 'send.error.lookingUp' }
  if (!state.receiverAddress) return receiverProblem(state.receiverInput.trim())
  return amountProblem(state, locale)
}

/**
 * The amount's own problem, as the person types it (with a token chosen and something
 * typed): not a number or too many decimals, zero, more than the balance (written for
 * `locale`), or too little of the native currency left for the fee. Undefined while the
 * amount is fine or empty.
 */
export function amountProblem(state: CheckedState, locale?: string): SendProblem | undefined {
  const unreadable = amountFormatProblem(state)
  if (unreadable || !state.token || !state.sendTokenAmount.trim()) return unreadable
  const { decimals, balance } = tokenUnits(state.token)
  const amount = parseAmount(state.sendTokenAmount.trim(), decimals)!
  if (amount > balance) {
    return { field: 'amount', id: 'send.error.overBalance', values: { balance: formatBalance(balance, decimals, 3, locale), symbol: state.token.symbol } }
  }
  return feeProblem(state, amount)
}

// Not a number, too many decimals for the token, or zero.
function amountFormatProblem(state: CheckedState): SendProblem | undefined {
  const text = state.sendTokenAmount.trim()
  if (!state.token || !text) return undefined
  const { decimals } = tokenUnits(state.token)
  const amount = parseAmount(text, decimals)
  if (amount === undefined) return { field: 'amount', id: 'send.error.decimals', values: { decimals } }
  if (amount === 0n) return { field: 'amount', id: 'send.error.zero' }
  return undefined
}

/** Why the receiver typed gives no address. */
export function receiverProblem(input: string): SendProblem {
  return looksLikeName(input) ? { field: 'receiver', id: 'send.error.unregistered', values: { name: input } } : { field: 'receiver', id: 'send.error.invalidReceiver' }
}

// The fee is paid in the native currency: from what remains after a native send, or from the
// native balance beside a token send. Unknown fees and balances are left to the wallet.
function feeProblem(state: CheckedState, amount: bigint): SendProblem | undefined {
  const fee = state.networkFee
  const native = state.tokenBalances.find((token) => !token.address)
  if (!fee || !native) return undefined
  const available = tokenUnits(native).balance - (state.token?.address ? 0n : amount)
  if (fee.value <= available) return undefined
  return { field: state.token?.address ? 'form' : 'amount', id: 'send.error.fee', values: { symbol: fee.symbol } }
}
