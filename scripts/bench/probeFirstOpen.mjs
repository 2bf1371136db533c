/**
 * A page init script for `npm run bench:profile`: notes, on the page's clock, the moments the
 * trace cannot name. React's commits (through the hook React's developer tools use, which a
 * production build calls too), and, on the demo's instance (`window.airlock`, set before its
 * first render), when the plugin host's preparation, wallet discovery and the modal's
 * messages settle and when the modal opens. Each is a User Timing mark named `probe: …`,
 * which the trace holds on its own clock.
 */
export function probeFirstOpen() {
  const mark = (what) => performance.mark(`probe: ${what}`)
  let commits = 0
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot: () => mark(`React commit ${++commits}`),
  }
  // Wraps a method so the first call and the first settling of what it returns are noted.
  const timed = (object, key, label) => {
    const original = object[key]
    let called = false
    let settled = false
    object[key] = function (...args) {
      if (!called) mark(`${label}: asked`)
      called = true
      const result = original.apply(this, args)
      if (!settled && result && typeof result.then === 'function') {
        result.then(
          () => {
            if (!settled) mark(`${label}: settled`)
            settled = true
          },
          () => {},
        )
      }
      return result
    }
  }
  let instance
  Object.defineProperty(window, 'airlock', {
    configurable: true,
    get: () => instance,
    set(airlock) {
      instance = airlock
      timed(airlock.plugins, 'prepare', "plugin host's preparation (every feature's details)")
      timed(airlock.plugins, 'resolveView', 'a view resolved')
      timed(airlock.wallets, 'discover', 'wallet discovery')
      timed(airlock.i18n, 'load', 'messages load')
      airlock.bus.on('modal:open', () => mark('modal:open'))
    },
  })
}
