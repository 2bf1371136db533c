// npm run bench:profile: where the first click's time goes, at CPU 4x, in the demo's production
// build. One page load and one click, traced by Chromium: the main thread's work from the
// click to the frame with the first wallet row, by kind (script, style, layout, paint, …) and,
// with BENCH_SAMPLE=1, by the functions and chunks that took the most time. BENCH_THROTTLE (4),
// BENCH_IDLE=0 (the early click: EARLY_CLICK_MS after the frame that first paints the button,
// or BENCH_AFTER_PAINT ms), BENCH_WALLET=1 (an EIP-6963 wallet in the page),
// BENCH_PAGE=react-only (the floor) vary the run; BENCH_DEMO_ROOT serves another build of the
// demo (another checkout's demo/dist), to compare two side by side; BENCH_TRACE=<file> writes
// the trace's events there, to look closer at one task.
// An early click is traced from the page's load, and its report starts with the way there from
// the button's first frame: each chunk's fetch and compile, the registry's answer, the plugin
// host's preparation, wallet discovery, React's commits (probeFirstOpen), so what the click
// still waits for shows.
import { chromium } from 'playwright-core'
import { ensureChromium } from '../ensure-chromium.mjs'
import { EARLY_CLICK_MS, IDLE_MS } from './measureClickToRow.mjs'
import { openBenchPage } from './openBenchPage.mjs'
import { probeFirstOpen } from './probeFirstOpen.mjs'
import { readSettledRows } from './readSettledRows.mjs'
import { startBenchPages } from './startBenchPages.mjs'
import { clickAfterPaint } from './watchButtonPaint.mjs'
import { walletRowsSelector, watchWalletRows } from './watchWalletRows.mjs'

const throttle = Number(process.env.BENCH_THROTTLE ?? 4)
const idle = process.env.BENCH_IDLE !== '0'
const afterPaintMs = Number(process.env.BENCH_AFTER_PAINT ?? EARLY_CLICK_MS)
const wallet = process.env.BENCH_WALLET === '1'
// The sampling profiler slows the page several times over: off, the trace's durations are closer to the bench's.
const sample = process.env.BENCH_SAMPLE === '1'
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', ...(sample ? ['disabled-by-default-v8.cpu_profiler'] : [])]

const file = (url = '') => url.replace(/^.*\//, '').replace(/\?.*$/, '')
const at = (ms) => `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}`.padStart(8)

const servers = await startBenchPages({ demoRoot: process.env.BENCH_DEMO_ROOT ?? 'demo/dist', reactOnlyRoot: '.cache/bench-react-only' })
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
try {
  const url = process.env.BENCH_PAGE === 'react-only' ? servers.urls.reactOnly : servers.urls.airlock
  // The first row of the list as it finally is: the run ends on the frame that shows it.
  const [expectedFirst] = await readSettledRows(browser, { url, wallet })
  const events = []
  let cdp
  const startTracing = async (page) => {
    cdp = await page.context().newCDPSession(page)
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' })
  }
  // An early click's time is spent from the page's load on: traced from before it starts.
  const { page, button, close } = await openBenchPage(browser, {
    url: idle ? url : 'about:blank',
    wallet,
    throttle,
    early: !idle,
  })
  let afterPaint
  if (idle) {
    await page.waitForTimeout(IDLE_MS)
    await startTracing(page)
    const drawnAhead = await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)
    console.log(`dialogs in the page before the click (drawn ahead, hidden): ${drawnAhead}`)
    await page.evaluate(watchWalletRows, { selector: walletRowsSelector, expectedFirst })
    await button.click()
  } else {
    await page.context().addInitScript(probeFirstOpen)
    await startTracing(page)
    await page.goto(url, { waitUntil: 'commit' })
    await page.evaluate(watchWalletRows, { selector: walletRowsSelector, expectedFirst })
    afterPaint = await clickAfterPaint(page, afterPaintMs)
  }
  const result = await page.evaluate(() => window.__walletRows)
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  if (process.env.BENCH_TRACE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE, JSON.stringify(events))
  await close()
  report(result, events, afterPaint)
} finally {
  await browser.close()
  await servers.stop()
}

// The trace's sampled profile (disabled-by-default-v8.cpu_profiler) of the main thread, as the
// Profiler domain gives one: its nodes, each sample's node and the time since the one before.
function sampledProfile(events, pid, tid) {
  const start = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
  if (!start) return undefined
  const profile = { startTime: start.args.data.startTime, nodes: [], samples: [], timeDeltas: [] }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== start.id || event.pid !== pid) continue
    const data = event.args.data
    profile.nodes.push(...(data.cpuProfile?.nodes ?? []))
    profile.samples.push(...(data.cpuProfile?.samples ?? []))
    profile.timeDeltas.push(...(data.timeDeltas ?? []))
  }
  return profile
}


function report(result, events, afterPaint) {
  console.log(`first frame: ${result.firstRows.join(' · ')}`)
  console.log(
    `click → row ${result.ms.toFixed(1)} ms at CPU ${throttle}x${idle ? ` after ${IDLE_MS} ms idle` : `, the click ${afterPaint.toFixed(1)} ms after the button's first frame`}${wallet ? ', with an EIP-6963 wallet' : ''}`,
  )
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
  if (!click) return console.log('no click in the trace')
  const { pid, tid: main } = click
  const from = click.ts
  if (!click.dur) click.dur = 0
  // The frame with the row, as the page marked it (else as far from the click as it measured).
  const rowMark = events.find((event) => event.name === 'bench: row painted' && event.pid === pid)
  const to = rowMark?.ts ?? from + result.ms * 1000
  if (!idle) wayThere(events, pid, main, from, to)
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
    timeline.push(`${((event.ts - from) / 1000).toFixed(1).padStart(7)} ms  ${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${event.name}${event.args?.data?.type ? ` (${event.args.data.type})` : ''}${event.args?.data?.url ? ` ${file(event.args.data.url)}` : ''}${event.args?.data?.functionName ? ` ${event.args.data.functionName}` : ''}`)
  }
  console.log('\nmain thread, outermost tasks from the click (start, duration, kind):')
  for (const line of timeline.filter((line) => !/\s0\.[0-1] ms {2}/.test(line))) console.log(line)
  console.log('\nby kind:')
  for (const [name, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Inner breakdown: style, layout, paint, compile inside the click's tasks.
  const inner = new Map()
  for (const event of events) {
    if (event.tid !== main || event.ph !== 'X' || event.ts < from || event.ts > to) continue
    if (/UpdateLayoutTree|Layout|Paint|v8.compile|CompileScript|CompileCode|ParseHTML|PrePaint|Layerize|Commit|EvaluateScript|v8.evaluateModule|ParseAuthorStyleSheet|TimerFire|FireAnimationFrame|RunMicrotasks|HitTest|MajorGC|MinorGC|V8.GC/.test(event.name)) inner.set(event.name, (inner.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
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
  const profile = sample ? sampledProfile(events, pid, main) : undefined
  if (!profile) return
  // Script: self time per function, in the window of the click.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = (node) => byId.get(node.parent)
  const bySample = (start, end, key) => {
    const totals = new Map()
    let t = profile.startTime
    for (let index = 0; index < profile.samples.length; index++) {
      t += profile.timeDeltas[index]
      if (t < start || t > end) continue
      const name = key(byId.get(profile.samples[index]))
      if (name !== undefined) totals.set(name, (totals.get(name) ?? 0) + profile.timeDeltas[index] / 1000)
    }
    return [...totals].sort((a, b) => b[1] - a[1])
  }
  // A trace's nodes leave out what is empty (a native function's url and position).
  const frameName = (node) => `${node.callFrame.functionName || '(anonymous)'} ${file(node.callFrame.url)}:${(node.callFrame.lineNumber ?? -1) + 1}:${(node.callFrame.columnNumber ?? -1) + 1}`
  console.log('\nscript self time (sampled):')
  for (const [name, ms] of bySample(from, to, frameName).slice(0, 30)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // Each sample counted for the chunk whose code ran (the innermost frame with a script of the
  // page): React's own work counts for the chunk that holds react-dom.
  const chunkOf = (node) => {
    for (let each = node; each; each = parentOf(each)) if (/^https?:/.test(each.callFrame.url ?? '')) return file(each.callFrame.url)
    return (node.callFrame.functionName ?? '').startsWith('(') ? node.callFrame.functionName : undefined
  }
  console.log('\nsampled time by chunk, from the click to the row:')
  for (const [name, ms] of bySample(from, to, chunkOf).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  // The paths that led to the most sampled time (a native call such as focus() shows with the
  // script that made it).
  const name = (node) => `${node.callFrame.functionName || '(anonymous)'}@${file(node.callFrame.url)}:${(node.callFrame.lineNumber ?? -1) + 1}:${(node.callFrame.columnNumber ?? -1) + 1}`
  const pathsBetween = (start, end) =>
    bySample(start, end, (leaf) => {
      const chain = []
      for (let node = leaf; node && chain.length < 6; node = parentOf(node)) chain.push(name(node))
      const path = chain.join(' < ')
      return path.startsWith('(idle)') ? undefined : path
    }).slice(0, 12)
  // An early click comes late when the main thread is busy from the button's first frame on:
  // what kept it busy (the host bundler's preload links, each chunk's evaluation, React).
  const painted = events.find((event) => event.name === 'bench: button painted' && event.pid === pid)
  if (painted && !idle) {
    console.log('\nsampled time by chunk, from the button\'s first frame to the click:')
    for (const [name, ms] of bySample(painted.ts, click.ts, chunkOf).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    console.log('\nfrom the button\'s first frame to the click, sampled time by call path (innermost first):')
    for (const [path, ms] of pathsBetween(painted.ts, click.ts)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${path}`)
  }
  console.log("\ninside the click's dispatch, sampled time by call path (innermost first):")
  for (const [path, ms] of pathsBetween(click.ts, click.ts + click.dur)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${path}`)
  console.log("\nafter the dispatch, up to the row's frame:")
  for (const [path, ms] of pathsBetween(click.ts + click.dur, to)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${path}`)
}

// The early click: from the page's start to the row's frame, what was fetched, compiled and
// noted when, on one clock whose zero is the button's first frame; then the main thread's
// time in that span by kind, before the click and after it.
function wayThere(events, pid, main, clickTs, rowTs) {
  const painted = events.find((event) => event.name === 'bench: button painted' && event.pid === pid)
  if (!painted) return console.log("no mark of the button's first frame in the trace")
  const paintTs = painted.ts
  const rel = (ts) => (ts - paintTs) / 1000
  const lines = []
  const requests = new Map()
  for (const event of events) {
    if (event.pid !== pid) continue
    const data = event.args?.data
    if (event.name === 'ResourceSendRequest' && /^https?:/.test(data.url)) requests.set(data.requestId, { url: data.url, sent: event.ts, type: data.resourceType, priority: data.priority })
    if (event.name === 'ResourceFinish' && requests.has(data.requestId)) requests.get(data.requestId).finished = event.ts
  }
  const compiles = new Map()
  for (const event of events) {
    if (event.pid !== pid || event.tid !== main || event.name !== 'v8.compileModule') continue
    const url = event.args?.fileName ?? event.args?.data?.url
    if (url) compiles.set(url, (compiles.get(url) ?? 0) + (event.dur ?? 0) / 1000)
  }
  for (const request of requests.values()) {
    const compile = compiles.get(request.url)
    lines.push([rel(request.sent), `fetch ${file(request.url)} (${request.type}, ${request.priority})${request.finished ? ` → here at ${at(rel(request.finished)).trim()}` : ''}${compile ? `, compiled in ${compile.toFixed(1)} ms` : ''}`])
  }
  // probeFirstOpen's marks.
  for (const event of events) if (event.pid === pid && event.name.startsWith('probe: ') && event.ph !== 'e') lines.push([rel(event.ts), `— ${event.name.slice(7)}`])
  lines.push([0, '— the button is on screen'], [rel(clickTs), '— CLICK'], [rel(rowTs), '— the row is on screen'])
  console.log("\nthe way there, from the button's first frame (ms):")
  for (const [time, what] of lines.sort((a, b) => a[0] - b[0])) if (time <= rel(rowTs) + 1) console.log(`${at(time)}  ${what}`)
  // The main thread's time in the outermost tasks and, within them, by kind: before the click
  // (from the button's first frame) and after it.
  const spans = { 'button → click': [paintTs, clickTs], 'click → row': [clickTs, rowTs] }
  const kinds = /^(v8\.compileModule|v8\.evaluateModule|v8\.callFunction|FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|ParseHTML|MinorGC|MajorGC|V8\.GCScavenger)$/
  for (const [label, [start, end]] of Object.entries(spans)) {
    const inSpan = events.filter((event) => event.pid === pid && event.tid === main && event.ph === 'X' && event.ts >= start && event.ts < end)
    let busy = 0
    let reach = 0
    for (const event of [...inSpan].sort((a, b) => a.ts - b.ts)) {
      if (event.name !== 'RunTask' || event.ts < reach) continue
      reach = event.ts + (event.dur ?? 0)
      busy += (Math.min(reach, end) - event.ts) / 1000
    }
    // Each kind counted once where events of one kind nest (a call inside a call).
    const byKind = new Map()
    const open = new Map()
    for (const event of inSpan.filter((each) => kinds.test(each.name)).sort((a, b) => a.ts - b.ts)) {
      if ((open.get(event.name) ?? 0) > event.ts) continue
      open.set(event.name, event.ts + (event.dur ?? 0))
      byKind.set(event.name, (byKind.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    }
    console.log(`\n${label}: ${((end - start) / 1000).toFixed(1)} ms, the main thread busy ${busy.toFixed(1)} ms; by kind (kinds nest: a call holds the style it forces):`)
    for (const [name, ms] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.2)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  }
}
