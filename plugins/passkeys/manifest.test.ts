import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'

const frameUrl = 'http://localhost:8793'

describe('passkeysManifest', () => {
  it("default: with the wallet's frame, Connect offers 'Continue with passkey' and the wallet's menu its passkeys", () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    expect(airlock.plugins.contributions('connectMethod').find((item) => item.id === 'passkeys')).toMatchObject({ label: 'Continue with passkey', method: 'email', view: 'PasskeyPage', data: { mode: 'signin' } })
    expect(airlock.plugins.contributions('walletAction')).toEqual([expect.objectContaining({ id: 'passkeys', label: 'Passkeys', view: 'Passkeys' })])
  })

  it('behavior: without a frame, or switched off, there is no passkey entry', () => {
    expect(createAirlock({ projectId: 'p', networks: [mainnet] }).plugins.contributions('connectMethod').some((item) => item.id === 'passkeys')).toBe(false)
    const off = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl, features: { passkeys: false } })
    expect(off.plugins.contributions('connectMethod').some((item) => item.id === 'passkeys')).toBe(false)
  })

  it('error: a step-up limit that is not a number is refused, naming the field', () => {
    expect(() => createAirlock({ projectId: 'p', networks: [mainnet], frameUrl, features: { passkeys: { stepUpUsd: '100' as unknown as number } } })).toThrow(/features\.passkeys\.stepUpUsd/)
  })
})
