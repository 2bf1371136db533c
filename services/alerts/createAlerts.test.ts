import { describe, expect, it } from 'vitest'
import { createAlerts } from './createAlerts.js'

describe('createAlerts', () => {
  it('default: a catalogued alert shows its short and long texts', () => {
    const alerts = createAlerts()
    alerts.showCode('IFRAME_REQUEST_TIMEOUT')
    expect(alerts.state.alerts).toEqual([
      expect.objectContaining({ variant: 'error', code: 'IFRAME_REQUEST_TIMEOUT' }),
    ])
  })

  it('behavior: the same code is not stacked twice; dismiss removes it', () => {
    const alerts = createAlerts()
    alerts.showCode('SESSION_EXPIRED')
    alerts.showCode('SESSION_EXPIRED')
    expect(alerts.state.alerts).toHaveLength(1)
    alerts.dismiss(alerts.state.alerts[0]!.id)
    expect(alerts.state.alerts).toHaveLength(0)
  })

  it('rule origin alert once: showCodeOnce never repeats after dismissal', () => {
    const alerts = createAlerts()
    alerts.showCodeOnce('ORIGIN_NOT_ALLOWED')
    alerts.clear()
    alerts.showCodeOnce('ORIGIN_NOT_ALLOWED')
    expect(alerts.state.alerts).toHaveLength(0)
  })
})
