import { proxy } from 'valtio/vanilla'
import type { AlertCode, AlertTexts } from './alertCodes.js'

/** One alert shown in the modal's alert area: a catalogued code, or a message of its own. */
export interface Alert {
  id: number
  variant: 'error' | 'warning' | 'success' | 'info'
  /** A SPEC §8 alert; the modal shows its catalogued texts. */
  code?: AlertCode
  message?: string
  description?: string
}

/** The alert area of one kernel. */
export interface Alerts {
  readonly state: { alerts: Alert[] }
  /** The texts of the codes features add (the modal knows those of SPEC §8 itself). */
  readonly texts: Partial<Record<AlertCode, AlertTexts>>
  /** Shows a catalogued alert; an alert of the same code already shown is not repeated. */
  showCode(code: AlertCode, variant?: Alert['variant']): void
  /** Shows a catalogued alert once per kernel, even after it was dismissed. */
  showCodeOnce(code: AlertCode): void
  show(variant: Alert['variant'], message: string, description?: string): void
  dismiss(id: number): void
  clear(): void
}

/** Creates the alert area state of one kernel. */
export function createAlerts(): Alerts {
  const state = proxy<{ alerts: Alert[] }>({ alerts: [] })
  const shownOnce = new Set<AlertCode>()
  let nextId = 1

  function add(alert: Omit<Alert, 'id'>) {
    state.alerts.push({ id: nextId++, ...alert })
  }

  function showCode(code: AlertCode, variant: Alert['variant'] = 'error') {
    if (state.alerts.some((alert) => alert.code === code)) return
    add({ variant, code })
  }

  return {
    state,
    texts: {},
    showCode,
    showCodeOnce(code) {
      if (shownOnce.has(code)) return
      shownOnce.add(code)
      showCode(code)
    },
    show(variant, message, description) {
      add(description === undefined ? { variant, message } : { variant, message, description })
    },
    dismiss(id) {
      const index = state.alerts.findIndex((alert) => alert.id === id)
      if (index >= 0) state.alerts.splice(index, 1)
    },
    clear() {
      state.alerts.splice(0)
    },
  }
}
