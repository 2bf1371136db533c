// npm run bench:profile: where the first click's time goes, at CPU 4x after an idle page, in
// the demo's production build. One page load and one click, traced by Chromium: the main
// thread's work from the click to the frame with the first wallet row, by kind (script,
// style, layout, paint, …) and, with BENCH_SAMPLE=1, by the functions that took the most
// self time. BENCH_THROTTLE (4), BENCH_IDLE=0 (click once the button shows), BENCH_WALLET=1
// (an EIP-6963 wallet in the page), BENCH_PAGE=react-only (the floor) vary the run; BENCH_DEMO_ROOT
// serves another build of the demo (another checkout's demo/dist), to compare two side by side.
import { chromium } from 'playwright-core'
import { ensureChromium } from '../ensure-chromium.mjs'
import { IDLE_MS } from './measureClickToRow.mjs'
import { openBenchPage } from './openBenchPage.mjs'
import { readSettledRows } from './readSettledRows.mjs'
import { startBenchPages } from './startBenchPages.mjs'
import { walletRowsSelector, watchWalletRows } from './watchWalletRows.mjs'

const throttle = Number(process.env.BENCH_THROTTLE ?? 4)
const idle = process.env.BENCH_IDLE !== '0'
const wallet = process.env.BENCH_WALLET === '1'
// The sampling profiler slows the page several times over: off, the trace's durations are closer to the bench's.
const sample = process.env.BENCH_SAMPLE === '1'

const servers = await startBenchPages({ demoRoot: process.env.BENCH_DEMO_ROOT ?? 'demo/dist', reactOnlyRoot: '.cache/bench-react-only' })
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
try {
  const url = process.env.BENCH_PAGE === 'react-only' ? servers.urls.reactOnly : servers.urls.airlock
  // The first row of the list as it finally is: the run ends on the frame that shows it.
  const [expectedFirst] = await readSettledRows(browser, { url, wallet })
  const { page, button, close } = await openBenchPage(browser, { url, wallet, throttle })
  if (idle) await page.waitForTimeout(IDLE_MS)
  const cdp = await page.context().newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  if (sample) await cdp.send('Profiler.enable')
  if (sample) await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' })
  if (sample) await cdp.send('Profiler.start')
  const drawnAhead = await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)
  console.log(`dialogs in the page before the click (drawn ahead, hidden): ${drawnAhead}`)
  await page.evaluate(watchWalletRows, { selector: walletRowsSelector, expectedFirst })
  await button.click()
  const result = await page.evaluate(() => window.__walletRows)
  const profile = sample ? (await cdp.send('Profiler.stop')).profile : undefined
  await cdp.send('Tracing.end')
  await done
  await close()
  report(result, events, profile)

} finally {
  await browser.close()
  await servers.stop()
}

function report(result, events, profile) {
  console.log(`first frame: ${result.firstRows.join(" · ")}`)
  console.log(`click → row ${result.ms.toFixed(1)} ms at CPU ${throttle}x${idle ? ` after ${IDLE_MS} ms idle` : ', no idle'}${wallet ? ', with an EIP-6963 wallet' : ''}`)
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
  if (!click) return console.log('no click in the trace')
  const main = click.tid
  const from = click.ts
  if (!click.dur) click.dur = 0
  const to = from + result.ms * 1000
  const kinds = new Map()
  const top = events.filter((event) => event.tid === main && event.ph === 'X' && event.ts >= from && event.ts <= to)
  // Only the outermost events: nested ones are part of their parent's time.
  top.sort((a, b) => a.ts - b.ts)
  let end = 0
  const timeline = []
  for (const event of top) {
    if (event.ts < end) continue
    end = event.ts + (event.dur ?? 0)
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    timeline.push(`${((event.ts - from) / 1000).toFixed(1).padStart(7)} ms  ${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${event.name}${event.args?.data?.type ? ` (${event.args.data.type})` : ''}${event.args?.data?.url ? ` ${event.args.data.url.replace(/^.*\//, '')}` : ''}${event.args?.data?.functionName ? ` ${event.args.data.functionName}` : ''}`)
  }
  console.log('\nmain thread, outermost tasks from the click (start, duration, kind):')
  for (const line of timeline.filter((line) => !/\s0\.[0-1] ms {2}/.test(line))) console.log(line)
  console.log('\nby kind:')
  for (const [name, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Inner breakdown: style, layout, paint, compile inside the click's tasks.
  const inner = new Map()
  for (const event of events) {
    if (event.tid !== main || event.ph !== 'X' || event.ts < from || event.ts > to) continue
    if (/UpdateLayoutTree|Layout|Paint|v8.compile|CompileScript|CompileCode|ParseHTML|PrePaint|Layerize|Commit|EvaluateScript|ParseAuthorStyleSheet|TimerFire|FireAnimationFrame|RunMicrotasks|HitTest|MajorGC|MinorGC|V8.GC/.test(event.name)) inner.set(event.name, (inner.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
  }
  console.log('\nnested, by kind:')
  for (const [name, ms] of [...inner].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Inside the click's own dispatch: what its synchronous work was made of.
  const dispatch = new Map()
  for (const event of events) {
    if (event.tid !== main || event.ph !== 'X' || event === click || event.ts < click.ts || event.ts + (event.dur ?? 0) > click.ts + click.dur) continue
    dispatch.set(event.name, (dispatch.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
  }
  console.log(`\ninside the click's dispatch (${(click.dur / 1000).toFixed(1)} ms), nested events by kind:`)
  for (const [name, ms] of [...dispatch].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Style and layout from the click to the row's frame: how many elements and layout objects each
  // pass touched (figures that do not swing with the machine's load, as durations do).
  console.log('\nstyle and layout passes (start, duration, elements or objects):')
  for (const event of events) {
    if (event.tid !== main || event.ph !== 'X' || event.ts < from || event.ts > to) continue
    if (event.name === 'UpdateLayoutTree') console.log(`  ${((event.ts - from) / 1000).toFixed(1).padStart(7)} ms  ${((event.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  style, ${event.args?.elementCount ?? '?'} elements`)
    if (event.name === 'Layout') console.log(`  ${((event.ts - from) / 1000).toFixed(1).padStart(7)} ms  ${((event.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  layout, ${event.args?.beginData?.dirtyObjects ?? '?'} of ${event.args?.beginData?.totalObjects ?? '?'} objects`)
  }
  if (!profile) return
  // Script: self time per function, in the window of the click.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  let t = profile.startTime
  for (let index = 0; index < profile.samples.length; index++) {
    t += profile.timeDeltas[index]
    if (t < from || t > to) continue
    const node = byId.get(profile.samples[index])
    const frame = node.callFrame
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[index] / 1000)
  }
  console.log('\nscript self time (sampled):')
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Inside the click's dispatch: the paths that led to the most sampled time (a native call such
  // as focus() shows with the script that made it).
  const parents = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node)
  const name = (node) => `${node.callFrame.functionName || '(anonymous)'}@${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`
  const pathsBetween = (start, end) => {
    const paths = new Map()
    let at = profile.startTime
    for (let index = 0; index < profile.samples.length; index++) {
      at += profile.timeDeltas[index]
      if (at < start || at > end) continue
      const chain = []
      for (let node = byId.get(profile.samples[index]); node && chain.length < 6; node = parents.get(node.id)) chain.push(name(node))
      const key = chain.join(' < ')
      paths.set(key, (paths.get(key) ?? 0) + profile.timeDeltas[index] / 1000)
    }
    return [...paths].filter(([path]) => !path.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 12)
  }
  console.log('\ninside the click\'s dispatch, sampled time by call path (innermost first):')
  for (const [path, ms] of pathsBetween(click.ts, click.ts + click.dur)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${path}`)
  console.log('\nafter the dispatch, up to the row\'s frame:')
  for (const [path, ms] of pathsBetween(click.ts + click.dur, to)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${path}`)
}
