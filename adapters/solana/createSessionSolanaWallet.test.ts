import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { fakeSolanaSessionProvider } from '../../test/helpers/fakeSolanaSessionProvider.js'
import { createWalletConnectSolanaSigner } from './createWalletConnectSolanaSigner.js'
import { walletFeature } from './SolanaWalletFeatures.js'
import { toBase64 } from './toBase64.js'

const [alice, bob] = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()]
const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const info = { name: 'Session Wallet', chains: [chain] }
const signature = bs58.encode(new Uint8Array(64).fill(9))

function unsigned() {
  const payer = Keypair.generate()
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash: bs58.encode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 10 })
  transaction.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

describe('createSessionSolanaWallet', () => {
  it('default: a session signer\'s wallet is a wallet-standard wallet with the session\'s accounts and chains', async () => {
    const { provider } = fakeSolanaSessionProvider({})
    const { wallet } = createWalletConnectSolanaSigner(provider, [alice, bob], info)
    expect(wallet.name).toBe('Session Wallet')
    expect(wallet.icon).toMatch(/^data:image\//)
    expect(wallet.chains).toEqual([chain])
    expect(wallet.accounts.map((account) => account.address)).toEqual([alice, bob])
    expect(wallet.accounts[0]!.publicKey).toEqual(bs58.decode(alice))
    expect(Object.keys(wallet.features)).toEqual(expect.arrayContaining(['standard:connect', 'standard:events', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']))
    const { accounts } = await walletFeature(wallet, 'standard:connect')!.connect()
    expect(accounts.map((account) => account.address)).toEqual([alice, bob])
  })

  it('behavior: solana:signMessage asks the session and answers the signature as bytes', async () => {
    const { provider, requests } = fakeSolanaSessionProvider({ solana_signMessage: { signature } })
    const { wallet } = createWalletConnectSolanaSigner(provider, [alice], info)
    const message = new TextEncoder().encode('Hello from Airlock')
    const [output] = await walletFeature(wallet, 'solana:signMessage')!.signMessage({ account: wallet.accounts[0]!, message })
    expect(output).toEqual({ signedMessage: message, signature: bs58.decode(signature) })
    expect(requests).toEqual([{ method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: alice } }])
  })

  it('behavior: solana:signTransaction answers the signed bytes; solana:signAndSendTransaction the signature', async () => {
    const signed = new Uint8Array([1, 2, 3])
    const { provider, requests } = fakeSolanaSessionProvider({ solana_signTransaction: { transaction: toBase64(signed) }, solana_signAndSendTransaction: { signature } })
    const { wallet } = createWalletConnectSolanaSigner(provider, [alice], info)
    const account = wallet.accounts[0]!
    const transaction = unsigned()
    const [signedOutput] = await walletFeature(wallet, 'solana:signTransaction')!.signTransaction({ account, transaction, chain })
    expect(signedOutput!.signedTransaction).toEqual(signed)
    const [sent] = await walletFeature(wallet, 'solana:signAndSendTransaction')!.signAndSendTransaction({ account, transaction, chain })
    expect(sent!.signature).toEqual(bs58.decode(signature))
    expect(requests.map((request) => request.method)).toEqual(['solana_signTransaction', 'solana_signAndSendTransaction'])
  })

  it('behavior: standard:events reports the session\'s account changes until stopped', () => {
    const { provider, emit } = fakeSolanaSessionProvider({})
    const signer = createWalletConnectSolanaSigner(provider, [alice], info)
    signer.watch(() => {})
    const seen: string[][] = []
    const stop = walletFeature(signer.wallet, 'standard:events')!.on('change', (change) => seen.push(change.accounts!.map((account) => account.address)))
    emit('accountsChanged', [bob])
    stop()
    emit('accountsChanged', [alice])
    expect(seen).toEqual([[bob]])
  })

  it('error: a send the wallet answers without a signature is 5000', async () => {
    const { provider } = fakeSolanaSessionProvider({ solana_signAndSendTransaction: {} })
    const { wallet } = createWalletConnectSolanaSigner(provider, [alice], info)
    const send = walletFeature(wallet, 'solana:signAndSendTransaction')!
    await expect(send.signAndSendTransaction({ account: wallet.accounts[0]!, transaction: unsigned(), chain })).rejects.toMatchObject({ code: 5000 })
  })
})
