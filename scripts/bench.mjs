// npm run bench: what Airlock adds to a host's start-up JavaScript (the demo against a
// React-only page, both production builds by Vite; and the size fixture's host as Vite and
// Next.js build it, scripts/size/), and the time from a click on Connect Wallet to the first
// wallet row on screen in headless Chromium, for the demo (every feature on, registry wallets
// from a local API) and for the React-only page, whose click is a trivial state change showing
// a list already in memory: the floor. Two clicks: after an idle page, and early, EARLY_CLICK_MS
// after the frame that first shows the button (a person pressing it as soon as it shows). Each
// figure is the median of BENCH_RUNS runs (default 9); the runs of every case are interleaved,
// so a busy moment of the machine falls on all of them alike.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { EARLY_CLICK_MS, measureClickToRow, IDLE_MS } from './bench/measureClickToRow.mjs'
import { readSettledRows } from './bench/readSettledRows.mjs'
import { startBenchPages } from './bench/startBenchPages.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { hostBudgets, hostFigures } from './size/checkHostBudgets.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 9)
/** One frame at 60 Hz: the target distance from the floor after an idle page (issue 35). */
const FRAME_MS = 17
/** The early click's target distance from the floor, by CPU slowdown (issue 46). */
const EARLY_TARGET_MS = { 1: 30, 4: 100 }
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
const reactOnlyBytes = startupJs('.cache/bench-react-only')
const demoBytes = startupJs('demo/dist')
const fixtureBytes = gzipSync(readFileSync('.size/startup.js'), { level: 9 }).length
// Written by scripts/build-size-fixture.mjs, which `npm run bench` runs first.
const hosts = hostFigures()

const servers = await startBenchPages({ demoRoot: 'demo/dist', reactOnlyRoot: '.cache/bench-react-only' })
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
})

// BENCH_BEFORE_ROOT=<another checkout's demo/dist>: that build measured in the same runs, as a third page.
const before = process.env.BENCH_BEFORE_ROOT ? await startBenchPages({ demoRoot: process.env.BENCH_BEFORE_ROOT, reactOnlyRoot: '.cache/bench-react-only' }) : undefined
// Variants of the demo built here and measured as more pages in the same runs: BENCH_BOUND=1,
// with no lazy chunk at all (test/bench/one-chunk), the bound a click approaches as less of the
// first open is left to load after the button shows; BENCH_EAGER=1, with the first open's
// modules in start-up (test/bench/first-open), what an opt-in entry carrying them would do.
async function variant(name, folder) {
  if (process.env[name] !== '1') return undefined
  execFileSync('npx', ['vite', 'build', '--config', `test/bench/${folder}/vite.config.ts`], { stdio: 'inherit' })
  return startBenchPages({ demoRoot: `.cache/bench-${folder}`, reactOnlyRoot: '.cache/bench-react-only' })
}
const bound = await variant('BENCH_BOUND', 'one-chunk')
const eager = await variant('BENCH_EAGER', 'first-open')
const pages = {
  airlock: servers.urls.airlock,
  reactOnly: servers.urls.reactOnly,
  ...(before && { before: before.urls.airlock }),
  ...(bound && { bound: bound.urls.airlock }),
  ...(eager && { eager: eager.urls.airlock }),
}
const targets = { 'first wallet row': { wallet: false }, 'injected wallet row': { wallet: true } }
const conditions = {
  [`after ${IDLE_MS / 1000} s idle, CPU 1x`]: { idle: true, throttle: 1 },
  [`early (${EARLY_CLICK_MS} ms after the button's first frame), CPU 1x`]: { idle: false, throttle: 1 },
  [`after ${IDLE_MS / 1000} s idle, CPU 4x`]: { idle: true, throttle: 4 },
  [`early (${EARLY_CLICK_MS} ms after the button's first frame), CPU 4x`]: { idle: false, throttle: 4 },
}

// The list each page finally shows: a run's first frame is compared with it.
const settled = {}
for (const [page, url] of Object.entries(pages)) {
  for (const [target, { wallet }] of Object.entries(targets)) {
    const rows = await readSettledRows(browser, { url, wallet })
    if (wallet && !rows[0]?.startsWith('Bench Wallet')) throw new Error(`${page}: the injected wallet is not the first row: ${rows.join(', ')}`)
    settled[`${page}|${target}`] = rows
  }
}

// BENCH_ONLY=early (or idle, 4x …) measures the conditions whose name holds it, for a quicker look.
const only = process.env.BENCH_ONLY
for (const condition of Object.keys(conditions)) if (only && !condition.includes(only)) delete conditions[condition]
const cells = Object.keys(conditions).flatMap((condition) =>
  Object.keys(targets).flatMap((target) => Object.keys(pages).map((page) => ({ condition, target, page }))),
)
const samples = new Map(cells.map((cell) => [cell, { ms: [], final: 0, afterPaint: [] }]))
for (let run = 0; run < runs; run++) {
  for (const cell of cells) {
    const rows = settled[`${cell.page}|${cell.target}`]
    const result = await measureClickToRow(browser, {
      url: pages[cell.page],
      wallet: targets[cell.target].wallet,
      ...conditions[cell.condition],
      expectedFirst: rows[0],
    })
    const sample = samples.get(cell)
    sample.ms.push(result.ms)
    if (result.afterPaint !== undefined) sample.afterPaint.push(result.afterPaint)
    if (result.firstRows.join('\n') === rows.join('\n')) sample.final++
  }
  process.stdout.write(`\rrun ${run + 1}/${runs}`)
}
await browser.close()
await servers.stop()
await before?.stop()
await bound?.stop()
await eager?.stop()

const cellOf = (condition, target, page) => samples.get(cells.find((cell) => cell.condition === condition && cell.target === target && cell.page === page))
const ms = (value) => `${value.toFixed(1)} ms`.padStart(11)
console.log('\n\nStart-up JavaScript (gzip, production build, Vite)')
console.log(`  React-only page                      ${kb(reactOnlyBytes)}`)
console.log(`  Demo host app with Airlock           ${kb(demoBytes)}`)
console.log(`  Difference (Airlock + the demo's UI) ${kb(demoBytes - reactOnlyBytes)}`)
if (eager) {
  const eagerBytes = startupJs('.cache/bench-first-open')
  console.log(`  The demo with the first open in start-up (BENCH_EAGER): ${kb(eagerBytes)}, ${kb(eagerBytes - demoBytes)} more`)
}
console.log(`  createAirlock + <ConnectButton/>, every feature on (size fixture, rollup): ${kb(fixtureBytes)}`)
console.log(`  the same host built by Vite:    ${hosts.vite.toLocaleString('en')} B  (budget ${hostBudgets.vite.toLocaleString('en')} B; minus the page without Airlock)`)
console.log(`  the same host built by Next.js: ${hosts.next.toLocaleString('en')} B  (budget ${hostBudgets.next.toLocaleString('en')} B)`)
console.log(`\nClick on Connect Wallet → the wallet row on screen, median of ${runs} runs`)
console.log(`  Airlock's final list, no wallet in the page: ${settled['airlock|first wallet row'].join(' · ')}`)
console.log(`  Airlock's final list, an EIP-6963 wallet:    ${settled['airlock|injected wallet row'].join(' · ')}`)
console.log(`\n  ${''.padEnd(30)}Airlock React-only  difference  final list in its first frame`)
const verdicts = []
for (const condition of Object.keys(conditions)) {
  console.log(`  ${condition}`)
  for (const target of Object.keys(targets)) {
    const airlock = cellOf(condition, target, 'airlock')
    const floor = median(cellOf(condition, target, 'reactOnly').ms)
    const difference = median(airlock.ms) - floor
    const clicked = airlock.afterPaint.length ? `  (clicked ${median(airlock.afterPaint).toFixed(1)} / ${median(cellOf(condition, target, 'reactOnly').afterPaint).toFixed(1)} ms after the button's frame)` : ''
    console.log(`    ${target.padEnd(26)}${ms(median(airlock.ms))}${ms(floor)}  ${`${difference >= 0 ? '+' : ''}${difference.toFixed(1)} ms`.padStart(10)}  ${airlock.final}/${runs}${clicked}`)
    for (const [page, label] of [['before', 'the build before'], ['bound', 'no lazy chunk (bound)'], ['eager', 'first open in start-up']]) {
      if (!pages[page]) continue
      const other = median(cellOf(condition, target, page).ms)
      console.log(`    ${`  ${label}`.padEnd(26)}${ms(other)}${ms(floor)}  ${`${other - floor >= 0 ? '+' : ''}${(other - floor).toFixed(1)} ms`.padStart(10)}  ${cellOf(condition, target, page).final}/${runs}`)
    }
    const { idle, throttle } = conditions[condition]
    const allowed = idle ? FRAME_MS : EARLY_TARGET_MS[throttle]
    verdicts.push(`${idle ? 'after idle' : 'early click'}, CPU ${throttle}x, ${target}: ${difference <= allowed ? 'met' : 'NOT met'} (${difference >= 0 ? '+' : ''}${difference.toFixed(1)} ms, target +${allowed} ms)`)
  }
}
console.log(`\nTargets: after an idle page, within one frame (${FRAME_MS} ms) of the React-only floor at CPU 1x and 4x; the early click within ${EARLY_TARGET_MS[1]} ms at 1x and ${EARLY_TARGET_MS[4]} ms at 4x:\n  ${verdicts.join('\n  ')}`)
