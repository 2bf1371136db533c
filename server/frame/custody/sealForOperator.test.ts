import { describe, expect, test } from 'vitest'
import { createRecoveryKey } from './recoverySuite.js'
import { openForOperator, sealForOperator } from './sealForOperator.js'

const share = Uint8Array.from({ length: 33 }, (_, i) => i + 1)
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sealForOperator', () => {
  test('default: a share sealed to the operator key opens with its private half only', async () => {
    const operator = createRecoveryKey()
    const envelope = await sealForOperator(share, operator.publicKey, 'eip155', address)
    expect(envelope).toMatchObject({ scheme: 'hpke-p256-sha256-aes256gcm', keyId: operator.keyId })
    expect(await openForOperator(envelope, operator.privateKey, 'eip155', address.toLowerCase())).toEqual(share)
    await expect(openForOperator(envelope, createRecoveryKey().privateKey, 'eip155', address)).rejects.toThrow()
  })

  test('behavior: the envelope is bound to its namespace and address', async () => {
    const operator = createRecoveryKey()
    const envelope = await sealForOperator(share, operator.publicKey, 'eip155', address)
    await expect(openForOperator(envelope, operator.privateKey, 'solana', address)).rejects.toThrow()
    await expect(openForOperator(envelope, operator.privateKey, 'eip155', '0x0000000000000000000000000000000000000001')).rejects.toThrow()
  })
})
