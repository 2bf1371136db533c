import { SystemProgram } from '@solana/web3.js'
import bs58 from 'bs58'
import { decodeFunctionData, erc20Abi, hexToBytes, isHex } from 'viem'
import type { ApprovalSummary } from '../../../../adapters/embedded/protocol/approvalSummarySchema.js'
import { toBase64 } from '../../../../adapters/solana/toBase64.js'
import { readEvmTransaction } from './readEvmTransaction.js'
import { readSolanaTransaction } from './handleSolanaRpc.js'

const param = (params: unknown, index: number) => (Array.isArray(params) ? params[index] : undefined)
const printable = (bytes: Uint8Array) => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  return /^[\P{Cc}\n\r\t]*$/u.test(text) && !text.includes('\uFFFD') ? text : null
}

function evmTransactionSummary(raw: unknown, from: string) {
  const tx = readEvmTransaction(raw, from)
  let erc20Transfer: { token: string; to: string; amount: string } | undefined
  if (tx.to && tx.data) {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      if (call.functionName === 'transfer') erc20Transfer = { token: tx.to, to: call.args[0], amount: call.args[1].toString() }
    } catch {
      // not an ERC-20 call: shown as raw data
    }
  }
  return { from, to: tx.to ?? null, value: (tx.value ?? 0n).toString(), ...(tx.data && { data: tx.data }), ...(erc20Transfer && { erc20Transfer }) }
}

function solanaTransactionSummary(value: unknown) {
  const message = readSolanaTransaction(value).message
  const keys = message.staticAccountKeys.map((k) => k.toBase58())
  return {
    instructions: message.compiledInstructions.map((ix) => {
      const programId = keys[ix.programIdIndex] ?? '(lookup table)'
      const accounts = ix.accountKeyIndexes.map((i) => keys[i] ?? '(lookup table)')
      const data = ix.data
      const transfer = programId === SystemProgram.programId.toBase58() && data.length === 12 && new DataView(data.buffer, data.byteOffset).getUint32(0, true) === 2
      return transfer
        ? { programId, kind: 'systemTransfer' as const, from: accounts[0], to: accounts[1], lamports: new DataView(data.buffer, data.byteOffset).getBigUint64(4, true).toString(), accounts, data: toBase64(data) }
        : { programId, kind: 'other' as const, accounts, data: toBase64(data) }
    }),
  }
}

/**
 * What a call needing approval will do, decoded by the frame from the exact call it will
 * sign (recipient and value, an ERC-20 transfer, typed data, Solana instructions), for the
 * approval view. Anything it cannot decode is shown raw.
 */
export function summarizeApproval(chainId: string, method: string, params: unknown, address: string): ApprovalSummary {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'personal_sign': {
      const message = param(params, 0)
      const raw = typeof message === 'string' ? message : ''
      return { kind: 'message', namespace: 'eip155', address, raw, text: isHex(raw) ? printable(hexToBytes(raw)) : raw }
    }
    case 'eth_signTypedData_v4': {
      const data = param(params, 1)
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as { domain?: Record<string, unknown>; primaryType?: string; message?: Record<string, unknown> }
      return { kind: 'typedData', address, domain: typed.domain ?? {}, primaryType: String(typed.primaryType), message: typed.message ?? {} }
    }
    case 'eth_sendTransaction':
      return { kind: 'evmTransactions', chainId, transactions: [evmTransactionSummary(param(params, 0), address)] }
    case 'wallet_sendCalls': {
      const calls = (param(params, 0) as { calls?: unknown[] } | undefined)?.calls ?? []
      return { kind: 'evmTransactions', chainId, transactions: calls.map((call) => evmTransactionSummary(call, address)) }
    }
    case 'solana_signMessage': {
      const raw = String(p['message'] ?? '')
      return { kind: 'message', namespace: 'solana', address, raw, text: printable(bs58.decode(raw)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return { kind: 'solanaTransactions', chainId, send: method === 'solana_signAndSendTransaction', transactions: [solanaTransactionSummary(p['transaction'])] }
    case 'solana_signAllTransactions':
      return { kind: 'solanaTransactions', chainId, send: false, transactions: ((p['transactions'] as unknown[]) ?? []).map(solanaTransactionSummary) }
    default:
      return { kind: 'other', method, params }
  }
}
