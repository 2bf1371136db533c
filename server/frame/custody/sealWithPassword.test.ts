import { describe, expect, test } from 'vitest'
import { openWithPassword, sealWithPassword } from './sealWithPassword.js'

const share = Uint8Array.from({ length: 33 }, (_, i) => i + 1)
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sealWithPassword', () => {
  test('default: a share sealed with a password opens with that password only', async () => {
    const envelope = await sealWithPassword(share, 'correct horse battery', 'solana', 'So1ana', 100_000)
    expect(envelope).toMatchObject({ scheme: 'pbkdf2-sha256-aes256gcm', iterations: 100_000 })
    expect(await openWithPassword(envelope, 'correct horse battery', 'solana', 'So1ana')).toEqual(share)
    await expect(openWithPassword(envelope, 'correct horse batterY', 'solana', 'So1ana')).rejects.toThrow()
    await expect(openWithPassword(envelope, 'correct horse battery', 'eip155', 'So1ana')).rejects.toThrow()
  })
})
