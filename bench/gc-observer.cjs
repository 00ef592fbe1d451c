// Preloaded into a server by bench/gateway-ab.mjs (node --require): counts V8 garbage collections while the process
// runs (from the last SIGUSR2, sent after the warm-up) and writes them to PGMI_BENCH_GC_FILE as it exits -- the total
// pause, the pauses over 5 ms, the longest -- so that the bench can set a build's collections beside its tail latency.
const { writeFileSync } = require('node:fs');
const { monitorEventLoopDelay, PerformanceObserver } = require('node:perf_hooks');

const totals = { count: 0, ms: 0, over5: 0, maxMs: 0 };
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    totals.count++;
    totals.ms += entry.duration;
    if (entry.duration > 5) totals.over5++;
    if (entry.duration > totals.maxMs) totals.maxMs = entry.duration;
  }
});
observer.observe({ entryTypes: ['gc'] });
// How long a ready callback waited for the event loop: a long synchronous stretch holds every request in flight.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
process.on('SIGUSR2', () => {
  Object.assign(totals, { count: 0, ms: 0, over5: 0, maxMs: 0 });
  loopDelay.reset();
});
process.on('exit', () => {
  const loop = { loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6 };
  if (process.env.PGMI_BENCH_GC_FILE) writeFileSync(process.env.PGMI_BENCH_GC_FILE, JSON.stringify({ ...totals, ...loop }));
});
