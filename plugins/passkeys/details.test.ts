import { ConfigError, createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'

const frameUrl = 'http://localhost:8793'

describe('passkeys details', () => {
  it("default: with the wallet's frame, Connect offers 'Continue with passkey' and the wallet's menu its passkeys and its devices", async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl })
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('connectMethod').find((item) => item.id === 'passkeys')).toMatchObject({ label: 'Continue with passkey', method: 'email', view: 'PasskeyPage', data: { mode: 'signin' } })
    expect(airlock.plugins.contributions('walletAction').filter((item) => item.id === 'passkeys' || item.id === 'devices')).toEqual([
      expect.objectContaining({ id: 'passkeys', label: 'Passkeys', view: 'Passkeys' }),
      expect.objectContaining({ id: 'devices', label: 'Devices and sessions', view: 'Devices' }),
    ])
  })

  it('behavior: without a frame, or switched off, there is no passkey entry', async () => {
    const frameless = createAirlock({ projectId: 'p', networks: [mainnet] })
    await frameless.plugins.prepare()
    expect(frameless.plugins.contributions('connectMethod').some((item) => item.id === 'passkeys')).toBe(false)
    const off = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl, features: { passkeys: false } })
    await off.plugins.prepare()
    expect(off.plugins.contributions('connectMethod').some((item) => item.id === 'passkeys')).toBe(false)
  })

  it('error: a step-up limit that is not a number switches the feature off, naming the field', async () => {
    const airlock = createAirlock({ projectId: 'p', networks: [mainnet], frameUrl, features: { passkeys: { stepUpUsd: '100' as unknown as number } } })
    airlock.logger.level = 'silent'
    await airlock.plugins.prepare()
    expect(airlock.plugins.contributions('connectMethod').some((item) => item.id === 'passkeys')).toBe(false)
    const error = await airlock.plugins.load('passkeys').catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ConfigError)
    expect(error).toMatchObject({ field: 'features.passkeys.stepUpUsd' })
  })
})
