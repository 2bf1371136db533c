// npm run bench: prints what Airlock adds to a host's start-up JavaScript (the demo against
// a React-only page, both built by Vite in production mode), and the time from a click on
// Connect Wallet to the Connect view painted in headless Chromium (median of several runs).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startDemoServer } from '../dist/server/stack/startDemoServer.js'
import { ensureChromium } from './ensure-chromium.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 9)
// kB of 1000 bytes, as size-limit counts them.
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB (${bytes} B)`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// The JS a browser fetches before the page can run: the entry script and its modulepreloads.
function startupJs(root) {
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(root, file)), { level: 9 }).length, 0)
}

execFileSync('npx', ['vite', 'build', '--config', 'test/bench/react-only/vite.config.ts'], { stdio: 'inherit' })
const reactOnly = startupJs('.cache/bench-react-only')
const demo = startupJs('demo/dist')
const fixture = gzipSync(readFileSync('.size/startup.js'), { level: 9 }).length

const server = await startDemoServer({ root: 'demo/dist', port: 0, config: () => ({ projectId: 'airlock-demo' }) })
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
})

// Click → the Connect view's first frame on screen, measured inside the page.
async function clickToPaint({ throttle, hover }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  }
  await page.goto(server.url)
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  await page.evaluate(() => {
    window.__painted = new Promise((resolve) => {
      let clickedAt = 0
      document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true })
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-airlock-view="Connect"]')) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)))
      }).observe(document.body, { childList: true, subtree: true })
    })
  })
  if (hover) {
    await button.hover()
    await page.waitForTimeout(150)
  }
  await button.click()
  const elapsed = await page.evaluate(() => window.__painted)
  await context.close()
  return elapsed
}

const timings = {}
for (const [label, options] of Object.entries({
  'click, no hover first': { throttle: 1, hover: false },
  'hover 150 ms, then click': { throttle: 1, hover: true },
  'click, CPU throttled 4x': { throttle: 4, hover: false },
})) {
  const samples = []
  for (let run = 0; run < runs; run++) samples.push(await clickToPaint(options))
  timings[label] = median(samples)
}
await browser.close()
await server.stop()

console.log('\nStart-up JavaScript (gzip, production build, Vite)')
console.log(`  React-only page                      ${kb(reactOnly)}`)
console.log(`  Demo host app with Airlock           ${kb(demo)}`)
console.log(`  Difference (Airlock + the demo's UI) ${kb(demo - reactOnly)}`)
console.log(`  createAirlock + <ConnectButton/>, every feature on (size fixture): ${kb(fixture)}  (budget 15 KB)`)
console.log(`\nClick on Connect Wallet → Connect view painted, median of ${runs} runs`)
for (const [label, ms] of Object.entries(timings)) console.log(`  ${label.padEnd(36)} ${ms.toFixed(1)} ms`)
