import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { summarizeApproval } from './summarizeApproval.js'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('summarizeApproval', () => {
  test('default: a message is shown as text when it is text', () => {
    expect(summarizeApproval('eip155:1', 'personal_sign', [toHex('Hello'), from], from)).toEqual({ kind: 'message', namespace: 'eip155', address: from, raw: toHex('Hello'), text: 'Hello' })
    expect(summarizeApproval('eip155:1', 'personal_sign', ['0x00ff10', from], from)).toMatchObject({ text: null })
  })

  test('behavior: a transaction shows recipient and value, and an ERC-20 transfer is decoded', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_500_000n] })
    const summary = summarizeApproval('eip155:1', 'wallet_sendCalls', [{ calls: [{ to, value: '0xde0b6b3a7640000' }, { to: token, data }] }], from)
    expect(summary).toEqual({
      kind: 'evmTransactions',
      chainId: 'eip155:1',
      transactions: [
        { from, to, value: '1000000000000000000' },
        { from, to: token, value: '0', data, erc20Transfer: { token, to, amount: '1500000' } },
      ],
    })
  })

  test('behavior: typed data is shown as its domain, primary type and message', () => {
    const typed = { domain: { name: 'Airlock' }, types: { Note: [{ name: 'text', type: 'string' }] }, primaryType: 'Note', message: { text: 'hi' } }
    expect(summarizeApproval('eip155:1', 'eth_signTypedData_v4', [from, JSON.stringify(typed)], from)).toEqual({ kind: 'typedData', address: from, domain: { name: 'Airlock' }, primaryType: 'Note', message: { text: 'hi' } })
  })

  test('behavior: a Solana transfer is listed as a system transfer with its lamports', () => {
    const payer = Keypair.generate().publicKey
    const recipient = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: payer, recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58() }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 250_000_000 }))
    const transaction = tx.serialize({ requireAllSignatures: false }).toString('base64')
    expect(summarizeApproval('solana:x', 'solana_signAndSendTransaction', { transaction }, payer.toBase58())).toMatchObject({
      kind: 'solanaTransactions',
      send: true,
      transactions: [{ instructions: [{ kind: 'systemTransfer', from: payer.toBase58(), to: recipient.toBase58(), lamports: '250000000' }] }],
    })
  })

  test('error: a transaction from another account is refused', () => {
    expect(() => summarizeApproval('eip155:1', 'eth_sendTransaction', [{ from: to, to }], from)).toThrow('another account')
  })
})
