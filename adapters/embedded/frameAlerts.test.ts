import { createAirlock, mainnet } from 'airlock'
import { describe, expect, it } from 'vitest'
import { registerFrameAlerts, showFrameAlert } from './frameAlerts.js'

describe('frameAlerts', () => {
  it("rule SPEC §8 alerts: a frame that never loads raises IFRAME_LOAD_FAILED with SPEC's text", async () => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], locale: 'en' })
    await registerFrameAlerts(airlock)
    expect(showFrameAlert(airlock, { code: 'iframe_load_failed' })).toBe(true)
    expect(airlock.alerts.state.alerts.map((alert) => alert.code)).toEqual(['IFRAME_LOAD_FAILED'])
    expect(airlock.alerts.texts.IFRAME_LOAD_FAILED?.short).toBe('Network Error - Could not load embedded wallet')
    expect(airlock.alerts.texts.RPC_NOT_ALLOWED).toEqual({ short: 'Action not allowed', long: 'Requested RPC call is not allowed' })
  })

  it("rule languages: the alerts' texts are the instance's language once its catalog is here", async () => {
    const airlock = createAirlock({ projectId: 'test', networks: [mainnet], locale: 'de' })
    const registered = registerFrameAlerts(airlock)
    // English stands in until the German catalog has loaded.
    expect(airlock.alerts.texts.RPC_NOT_ALLOWED?.short).toBe('Action not allowed')
    await registered
    expect(airlock.alerts.texts.RPC_NOT_ALLOWED?.short).toBe('Aktion nicht erlaubt')
    expect(airlock.alerts.texts.IFRAME_REQUEST_TIMEOUT?.long).toBe('Die eingebettete Wallet hat nicht rechtzeitig geantwortet. Versuch es noch einmal.')
  })
})
