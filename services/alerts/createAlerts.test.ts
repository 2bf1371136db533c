import { describe, expect, it } from 'vitest'
import { createAlerts } from './createAlerts.js'

describe('createAlerts', () => {
  it('default: a catalogued alert is recorded by its code, as an error, for the modal to word', () => {
    const alerts = createAlerts()
    alerts.showCode('SESSION_EXPIRED')
    expect(alerts.state.alerts).toEqual([{ id: 1, variant: 'error', code: 'SESSION_EXPIRED' }])
    expect(alerts.texts).toEqual({})
  })

  it('behavior: a message of its own carries its texts', () => {
    const alerts = createAlerts()
    alerts.show('warning', 'Low balance', 'Top up to pay the fee')
    expect(alerts.state.alerts).toEqual([{ id: 1, variant: 'warning', message: 'Low balance', description: 'Top up to pay the fee' }])
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
