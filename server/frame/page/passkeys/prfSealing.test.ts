import { describe, expect, test } from 'vitest'
import { openShare, prfSalt, prfSealingKey, sealShare } from './prfSealing.js'

const share = 'A'.repeat(43) + 'E'

describe('prfSealing', () => {
  test('default: a share sealed under one PRF output opens under the same output only', async () => {
    const output = crypto.getRandomValues(new Uint8Array(32))
    const key = await prfSealingKey(output.slice())
    const sealed = await sealShare(key, share, 'eip155', 'split-1')
    expect(sealed.data).not.toContain(share.slice(0, 10))
    await expect(openShare(await prfSealingKey(output.slice()), sealed, 'eip155', 'split-1')).resolves.toBe(share)
    await expect(openShare(await prfSealingKey(crypto.getRandomValues(new Uint8Array(32))), sealed, 'eip155', 'split-1')).rejects.toThrow()
  })

  test('behavior: a sealed share is bound to its namespace and split', async () => {
    const key = await prfSealingKey(crypto.getRandomValues(new Uint8Array(32)))
    const sealed = await sealShare(key, share, 'eip155', 'split-1')
    await expect(openShare(key, sealed, 'solana', 'split-1')).rejects.toThrow()
    await expect(openShare(key, sealed, 'eip155', 'split-2')).rejects.toThrow()
  })

  test('behavior: the PRF input is fixed per project', async () => {
    expect(await prfSalt('demo')).toEqual(await prfSalt('demo'))
    expect(await prfSalt('demo')).not.toEqual(await prfSalt('other'))
  })
})
