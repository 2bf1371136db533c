import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from 'airlock'
import { fakeSolanaSessionProvider as fakeProvider } from '../../test/helpers/fakeSolanaSessionProvider.js'
import { createWalletConnectSolanaSigner } from './createWalletConnectSolanaSigner.js'
import bs58 from 'bs58'
import { toBase64 } from './toBase64.js'

const [alice, bob] = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()]

// A transfer built as the adapter builds it: one signer, the fee payer, in the first slot.
function unsigned() {
  const payer = Keypair.generate()
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash: bs58.encode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 10 })
  transaction.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}
const signature = bs58.encode(new Uint8Array(64).fill(9))
const declined = () => {
  throw Object.assign(new Error('declined'), { code: 4200 })
}

describe('createWalletConnectSolanaSigner', () => {
  it('behavior: useNetwork moves the session to the network under its current id, then its older one', () => {
    const { provider, chains } = fakeProvider({})
    const signer = createWalletConnectSolanaSigner(provider, [alice])
    signer.useNetwork!(solanaDevnet)
    signer.useNetwork!({ ...solanaDevnet, deprecatedCaipNetworkId: undefined })
    expect(chains).toEqual([[solanaDevnet.caipNetworkId, solanaDevnet.deprecatedCaipNetworkId], [solanaDevnet.caipNetworkId]])
  })

  it('default: signMessage asks solana_signMessage with the base58 message and pubkey', async () => {
    const { provider, requests } = fakeProvider({ solana_signMessage: { signature } })
    const signer = createWalletConnectSolanaSigner(provider, [alice, bob])
    expect(await signer.signMessage(new TextEncoder().encode('hello'), bob)).toBe(signature)
    expect(requests).toEqual([{ method: 'solana_signMessage', params: { message: bs58.encode(new TextEncoder().encode('hello')), pubkey: bob } }])
    expect(signer.accounts).toEqual([alice, bob])
  })

  it('default: sendTransaction asks solana_signAndSendTransaction with the base64 transaction', async () => {
    const { provider, requests } = fakeProvider({ solana_signAndSendTransaction: { signature } })
    const transaction = unsigned()
    expect(await createWalletConnectSolanaSigner(provider, [alice]).sendTransaction(transaction, solanaDevnet, async () => 'unused')).toBe(signature)
    expect(requests).toEqual([{ method: 'solana_signAndSendTransaction', params: { transaction: toBase64(transaction), sendOptions: { preflightCommitment: 'confirmed' } } }])
  })

  it('behavior: without signAndSend approved (4200), the wallet signs and the app sends the signed transaction', async () => {
    const signedBytes = new Uint8Array([1, 2, 3])
    const { provider, requests } = fakeProvider({ solana_signAndSendTransaction: declined, solana_signTransaction: { signature, transaction: toBase64(signedBytes) } })
    const sent: Uint8Array[] = []
    const result = await createWalletConnectSolanaSigner(provider, [alice]).sendTransaction(unsigned(), solanaDevnet, async (raw) => (sent.push(raw), 'sent'))
    expect(result).toBe('sent')
    expect(sent).toEqual([signedBytes])
    expect(requests.map((request) => request.method)).toEqual(['solana_signAndSendTransaction', 'solana_signTransaction'])
  })

  it('behavior: a signTransaction reply with only a signature fills the first signature slot', async () => {
    const { provider } = fakeProvider({ solana_signAndSendTransaction: declined, solana_signTransaction: { signature } })
    const transaction = unsigned()
    const sent: Uint8Array[] = []
    await createWalletConnectSolanaSigner(provider, [alice]).sendTransaction(transaction, solanaDevnet, async (raw) => (sent.push(raw), 'sent'))
    expect(Transaction.from(sent[0]!).signature).toEqual(Buffer.from(bs58.decode(signature)))
    expect(sent[0]!.subarray(65)).toEqual(transaction.subarray(65))
  })

  it('behavior: account changes keep the current account while granted, and a disconnect leaves none', () => {
    const { provider, emit } = fakeProvider({})
    const signer = createWalletConnectSolanaSigner(provider, [alice])
    const seen: (string | undefined)[] = []
    const stop = signer.watch((address) => seen.push(address))
    emit('accountsChanged', [bob, alice])
    expect(signer.address).toBe(alice)
    emit('accountsChanged', [bob])
    emit('disconnect')
    stop()
    emit('accountsChanged', [alice])
    expect(seen).toEqual([bob, undefined])
  })

  it('error: a session without Solana accounts is 4100, a foreign signer is 4100, and a decline passes through', async () => {
    const { provider, released } = fakeProvider({ solana_signAndSendTransaction: () => { throw Object.assign(new Error('no'), { code: 4001 }) } })
    expect(() => createWalletConnectSolanaSigner(provider, [])).toThrow(expect.objectContaining({ code: 4100 }))
    const signer = createWalletConnectSolanaSigner(provider, [alice])
    await expect(signer.signMessage(new Uint8Array([1]), bob)).rejects.toMatchObject({ code: 4100 })
    await expect(signer.sendTransaction(unsigned(), solanaDevnet, async () => 'x')).rejects.toMatchObject({ code: 4001 })
    await signer.disconnect()
    expect(released()).toBe(true)
  })
})
