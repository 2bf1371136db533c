import { type ComponentType, useEffect, useState } from 'react'
import { AirlockError, type Airlock, type ViewName } from '../../kit/index.js'
import { useAirlockInstance } from '../kit/AirlockReactContext.js'
import catalogs from '../messages?catalogs'
import { preloadContributionTexts } from '../kit/useContributionText.js'
import { registerCoreViews } from '../views/registerCoreViews.js'

/** Props every view component receives. */
export interface ViewProps<Data = unknown> {
  data: Data
}

/** A view's component, as its plugin or the modal provides it. */
export type ViewComponent = ComponentType<ViewProps>

/**
 * Loads and caches a view ahead of time, so its first render is synchronous: `view`, or the
 * one an open would show now (Account or Connect). For the modal's own views only: a
 * plugin's view would run the plugin's setup. Settles when the code is here and, for
 * Connect, the whole wallet list is known; and when the modal's own messages, and its
 * entries' labels, are here in the person's language. Once per instance, view and language:
 * asked again, it gives the same promise (a failed one is tried again).
 */
export function preloadView(airlock: Airlock, view: ViewName = airlock.chain.activeCaipAddress() ? 'Account' : 'Connect'): Promise<void> {
  const asked = airlock.api.cache('preloadedViews', () => new Map<string, Promise<void>>())
  const key = `${view}:${airlock.i18n.locale}`
  let preload = asked.get(key)
  if (!preload) {
    preload = loadView(airlock, view)
    preload.catch(() => asked.delete(key))
    asked.set(key, preload)
  }
  return preload
}

async function loadView(airlock: Airlock, view: ViewName): Promise<void> {
  registerCoreViews(airlock)
  const { plugins } = airlock
  // The entries Connect and Account list come with each feature's details.
  await plugins.prepare().catch(() => {})
  const entries = view === 'Connect' ? plugins.contributions('connectMethod') : view === 'Account' ? [...plugins.contributions('accountIdentity'), ...plugins.contributions('accountAction'), ...plugins.contributions('accountTab')] : []
  const messages = Promise.all([airlock.i18n.load(catalogs), preloadContributionTexts(airlock.i18n, entries)])
  if (!airlock.plugins.resolved.has(view)) await airlock.plugins.resolveView(view).catch(() => {})
  if (view === 'Connect') await import('../views/connectDataSettled.js').then((module) => module.connectDataSettled(airlock))
  await messages
}

/**
 * Whether retrying cannot help: no enabled feature provides the view, or the config's options
 * switched its feature off. Such a view is said once, and shown as not available.
 */
export const isUnavailable = (error: unknown) => error instanceof AirlockError && (error.code === 'UNKNOWN_VIEW' || error.code === 'INVALID_CONFIG')

// The views whose unknown-view error an instance has already logged.
const logged = new WeakMap<Airlock, Set<ViewName>>()

/** Where loading a view's code stands. */
export interface ResolvedView {
  component: ViewComponent | undefined
  error: unknown
  retry(): void
}

/** Loads the code behind `view` through the plugin host (once per instance) and returns it. */
export function useResolvedView(view: ViewName): ResolvedView {
  const airlock = useAirlockInstance()
  // The modal's own views are registered with the modal's code, not at start-up.
  registerCoreViews(airlock)
  const [state, setState] = useState<{ view: ViewName; component?: ViewComponent; error?: unknown; attempt: number }>({ view, attempt: 0 })

  useEffect(() => {
    let cancelled = false
    // Even when a prefetch is already resolving this view, subscribe to the outcome: the
    // cache may fill between this render and this effect.
    airlock.plugins.resolveView(view).then(
      (resolved) => {
        const component = resolved as ViewComponent
        if (!cancelled) setState((previous) => (previous.component === component && previous.view === view ? previous : { view, component, attempt: previous.attempt }))
      },
      (error: unknown) => {
        // Said once per view: a view no feature provides, or whose feature's options are
        // invalid, fails the same way every time.
        if (!logged.has(airlock)) logged.set(airlock, new Set())
        if (!logged.get(airlock)!.has(view)) airlock.logger.error(`The view "${view}" could not be loaded`, error)
        if (isUnavailable(error)) logged.get(airlock)!.add(view)
        if (!cancelled) setState((previous) => ({ view, error, attempt: previous.attempt }))
      },
    )
    return () => {
      cancelled = true
    }
  }, [airlock, view, state.attempt])

  const current = state.view === view ? state : undefined
  return {
    // Views resolved once render synchronously afterwards: going back never flashes a spinner.
    component: (airlock.plugins.resolved.get(view) as ViewComponent | undefined) ?? current?.component,
    error: current?.error,
    retry: () => setState((previous) => ({ view, attempt: previous.attempt + 1 })),
  }
}
