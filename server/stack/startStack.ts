import { join } from 'node:path'
import { defaultPorts } from './ports.js'
import { projectRoot } from './projectRoot.js'
import type { RunningService } from './Service.js'
import { startDemoServer } from './startDemoServer.js'

/** Options of `startStack`. */
export interface StackOptions {
  /** 'default' uses the documented ports; 'random' free ones (for tests). Default: 'default'. */
  ports?: 'default' | 'random'
  host?: string
}

/** The running local stack: every service's URL, and one stop for all. */
export interface Stack {
  urls: Record<string, string>
  stop(): Promise<void>
}

/**
 * Starts, on loopback, everything the demo talks to, then the demo itself with those URLs.
 * Services stop in reverse order.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const host = options.host ?? '127.0.0.1'
  const port = (name: keyof typeof defaultPorts) => (options.ports === 'random' ? 0 : defaultPorts[name])
  const running: RunningService[] = []
  const urls: Record<string, string> = {}
  try {
    const demo = await startDemoServer({
      root: join(projectRoot(), 'demo/dist'),
      host,
      port: port('demo'),
      config: { projectId: 'airlock-demo' },
    })
    running.push(demo)
    urls.demo = demo.url
  } catch (error) {
    await Promise.allSettled(running.reverse().map((service) => service.stop()))
    throw error
  }
  return {
    urls,
    async stop() {
      await Promise.allSettled([...running].reverse().map((service) => service.stop()))
    },
  }
}
