// The pg driver, loaded without the cost of its Cloudflare probe. On import, pg reads navigator.userAgent to tell
// whether it runs in Cloudflare Workers; where there is no `navigator` (Node 20) it builds a fetch Response to tell
// instead, which loads Node's whole fetch implementation (undici): about 15-30 ms and over a megabyte of heap at
// every start of this gateway. Node 21 and later define navigator.userAgent ("Node.js/21"); on Node 20 the same
// value is lent for pg's import only (top-level await: every module importing this one waits for it), so the probe
// takes its cheap branch and nothing else sees it. Import pg's values from here; types may come from 'pg'.
import type pgModule from 'pg';

type WithNavigator = { navigator?: unknown };

const lend = typeof (globalThis as WithNavigator).navigator === 'undefined';
if (lend) {
  Object.defineProperty(globalThis, 'navigator', {
    value: { userAgent: `Node.js/${process.versions.node.split('.')[0]}` },
    configurable: true,
    writable: true,
  });
}
let loaded: typeof pgModule;
try {
  loaded = (await import('pg')).default;
} finally {
  if (lend) delete (globalThis as WithNavigator).navigator;
}

const pg: typeof pgModule = loaded;
export default pg;
