// The pg driver, loaded without the cost of its Cloudflare probe. On import, pg reads navigator.userAgent to tell
// whether it runs in Cloudflare Workers; where there is no `navigator` (Node 20) it builds a fetch Response to tell
// instead, which loads Node's whole fetch implementation (undici): about 15 ms and a few megabytes of memory at every
// start of this gateway. Node 21 and later define navigator.userAgent ("Node.js/21"); on Node 20 the same value is
// lent for pg's import only, so the probe takes its cheap branch and nothing else sees it. (The pgmi CLI does the
// same for itself; this gateway ships on its own.) Import pg's values from here -- top-level await: every module
// importing this one waits for pg -- and its types from 'pg'.
import type pgModule from 'pg';

type WithNavigator = { navigator?: unknown };

async function importPg(): Promise<typeof pgModule> {
  const lend = typeof (globalThis as WithNavigator).navigator === 'undefined';
  if (lend) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { userAgent: `Node.js/${process.versions.node.split('.')[0]}` },
      configurable: true,
      writable: true,
    });
  }
  try {
    return (await import('pg')).default;
  } finally {
    if (lend) delete (globalThis as WithNavigator).navigator;
  }
}

const pg = await importPg();
export default pg;
