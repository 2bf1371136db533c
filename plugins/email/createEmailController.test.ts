import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it, vi } from 'vitest'
import { createEmailController } from './createEmailController.js'

describe('createEmailController', () => {
  it('error: SPEC §5 an address that is not an email is named at once and nothing is sent', async () => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], frameUrl: 'http://127.0.0.1:1' })
    airlock.logger.level = 'silent'
    const connection = vi.spyOn(airlock, 'connection')
    const email = createEmailController(airlock)
    expect(await email.submitEmail('not-an-email')).toBe(false)
    expect(email.state.error).toBe('Enter a valid email address.')
    expect(email.state.step).toBe('EMAIL')
    expect(connection).not.toHaveBeenCalled()
  })
})
