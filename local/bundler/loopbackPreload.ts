// Loaded into the bundler's process before anything else (`node --import data:…`). alto
// hard-codes `listen({ host: '0.0.0.0' })`; this moves every listen on all interfaces to
// the host Airlock chose, tells the parent the port it got (so `--port 0` works), answers
// 403 to any request whose Host header is not a loopback name (DNS rebinding: the same rule
// as `server/http/isAllowedHost.ts`, repeated here because this runs in plain node, outside
// the project's module graph), and ends the process when its parent goes away, so a crashed
// test run leaves no bundler behind.
const source = `
import http from 'node:http'
import net from 'node:net'
const host = process.env.AIRLOCK_BUNDLER_HOST || '127.0.0.1'
const allowedHosts = ['127.0.0.1', 'localhost', '[::1]']
const isAllowedHost = (value) => {
  if (!value || /[\\s/\\\\?#@]/.test(value)) return false
  try {
    return allowedHosts.includes(new URL('http://' + value).hostname.replace(/\\.$/, '').toLowerCase())
  } catch {
    return false
  }
}
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, target) {
  if ((event === 'request' || event === 'upgrade') && !isAllowedHost(request.headers.host)) {
    if (event === 'request') {
      target.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      target.end('Host not allowed')
    } else {
      target.end('HTTP/1.1 403 Forbidden\\r\\nConnection: close\\r\\n\\r\\n')
    }
    return true
  }
  return emit.apply(this, arguments)
}
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
