import { describe, expect, test } from 'vitest'
import type { BackendClient } from './backend/createBackendClient.js'
import { createFrameStorage } from './createFrameStorage.js'
import { createKeyring } from './createKeyring.js'
import { FrameFailure } from './frame/FrameFailure.js'
import { createRecoveryKey } from '../custody/recoverySuite.js'
import { prfSealingKey } from './passkeys/prfSealing.js'

/** A backend double keeping the auth shares the keyring uploads, as the API does for one device. */
function fakeBackend() {
  let shares: { namespace: 'eip155' | 'solana'; address: string; splitId: string; authShare: string }[] = []
  const backend = {
    deviceShares: async () => ({ shares }),
    createWallet: async (accounts: { namespace: 'eip155' | 'solana'; address: string; splitId: string; authShare: string }[]) => {
      shares = accounts.map(({ namespace, address, splitId, authShare }) => ({ namespace, address, splitId, authShare }))
      return {}
    },
  }
  return backend as unknown as BackendClient
}

const setup = () => {
  const items = new Map<string, string>()
  const store = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
  const storage = createFrameStorage(store, 'p1')
  const backend = fakeBackend()
  return { items, storage, backend, keyring: createKeyring(backend, storage) }
}
const sign = (keyring: ReturnType<typeof createKeyring>) => keyring.withKey('eip155', async (secret) => secret.length)

describe('createKeyring with a passkey', () => {
  test('default: with a PRF key held, new device shares are stored sealed and sign; after a reload they are locked until the key opens them', async () => {
    const { items, storage, backend, keyring } = setup()
    const output = crypto.getRandomValues(new Uint8Array(32))
    await keyring.unlock('u1', await prfSealingKey(output.slice()))
    await keyring.create('u1', createRecoveryKey().publicKey)
    const stored = JSON.parse(items.get('airlock-frame:p1:shares:u1')!) as Record<string, { share?: string; sealed?: unknown }>
    expect(Object.values(stored).every((s) => s.sealed && s.share === undefined)).toBe(true)
    expect(await sign(keyring)).toBe(32)

    // A page loaded anew: the same storage, no key in memory.
    const reloaded = createKeyring(backend, storage)
    await reloaded.load('u1')
    expect(reloaded.sealing()).toEqual({ sealed: true, locked: true })
    await expect(sign(reloaded)).rejects.toMatchObject({ code: 'passkey_locked' } satisfies Partial<FrameFailure>)
    expect(await reloaded.unlock('u1', await prfSealingKey(crypto.getRandomValues(new Uint8Array(32))))).toBe(false)
    expect(await reloaded.unlock('u1', await prfSealingKey(output.slice()))).toBe(true)
    expect(await sign(reloaded)).toBe(32)
    reloaded.lock()
    await expect(sign(reloaded)).rejects.toMatchObject({ code: 'passkey_locked' })
  })

  test('behavior: shares kept as they are get sealed by a passkey added later, and still sign', async () => {
    const { items, keyring } = setup()
    await keyring.create('u1', createRecoveryKey().publicKey)
    expect(keyring.sealing()).toEqual({ sealed: false, locked: false })
    await keyring.sealWith(await prfSealingKey(crypto.getRandomValues(new Uint8Array(32))))
    expect(items.get('airlock-frame:p1:shares:u1')).not.toContain('"share"')
    expect(keyring.sealing()).toEqual({ sealed: true, locked: false })
    expect(await sign(keyring)).toBe(32)
  })
})
