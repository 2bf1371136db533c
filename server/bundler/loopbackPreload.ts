// Loaded into the bundler's process before anything else (`node --import data:…`). alto
// hard-codes `listen({ host: '0.0.0.0' })`; this moves every listen on all interfaces to
// the host Airlock chose, tells the parent the port it got (so `--port 0` works), and ends
// the process when its parent goes away, so a crashed test run leaves no bundler behind.
const source = `
import net from 'node:net'
const host = process.env.AIRLOCK_BUNDLER_HOST || '127.0.0.1'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const options = args[0]
  if (options && typeof options === 'object' && (options.host === '0.0.0.0' || options.host === '::' || options.host === undefined)) {
    args[0] = { ...options, host }
  }
  this.once('listening', () => process.send?.({ type: 'airlock-bundler-listening', port: this.address().port }))
  return listen.apply(this, args)
}
process.on('disconnect', () => process.exit(0))
`

/** The preload as a `data:` URL for `node --import`, so it needs no file on disk. */
export const loopbackPreload = `data:text/javascript,${encodeURIComponent(source)}`
