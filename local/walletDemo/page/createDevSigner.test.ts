import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createDevSigner } from './createDevSigner.js'

// hardhat's dev account 5: a public key, only ever used on local chains.
const privateKey = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const chains = [
  { id: 31337, name: 'Airlock Devnet', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, name: 'Airlock Devnet Two', rpcUrl: 'http://127.0.0.1:1' },
]

describe('createDevSigner', () => {
  it('default: personal_sign signs the hex message with the dev key', async () => {
    const signer = createDevSigner({ privateKey, chains })
    const signature = await signer.answer('personal_sign', ['0x48656c6c6f', signer.address], 'eip155:31337')
    expect(await verifyMessage({ address: signer.address, message: 'Hello', signature: signature as `0x${string}` })).toBe(true)
    expect(signer.address).toBe('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc')
  })

  it('behavior: an approved switch selects a chain the wallet knows', async () => {
    const signer = createDevSigner({ privateKey, chains })
    expect(await signer.answer('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31337')).toBeNull()
    expect(signer.chainId).toBe(31338)
    expect(signer.chainName(31338)).toBe('Airlock Devnet Two')
  })

  it('error: an unknown chain is refused with 4902, an unknown method with 4200', async () => {
    const signer = createDevSigner({ privateKey, chains })
    await expect(signer.answer('wallet_switchEthereumChain', [{ chainId: '0x1' }], 'eip155:31337')).rejects.toMatchObject({ code: 4902 })
    await expect(signer.answer('eth_sendTransaction', [{ to: signer.address }], 'eip155:1')).rejects.toMatchObject({ code: 4901 })
    await expect(signer.answer('eth_sign', [], 'eip155:31337')).rejects.toMatchObject({ code: 4200 })
    expect(signer.chainId).toBe(31337)
  })
})
