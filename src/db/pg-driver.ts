// Loads the pg driver on first use (`pgmi --version` and `pgmi serve`'s initialize never need it).
// pg asks whether it runs in Cloudflare Workers when it is imported: it reads navigator.userAgent and, where there
// is no `navigator` (Node 20), builds a fetch Response to tell, which loads Node's whole fetch implementation: about
// 30 ms of every command that connects. Node 21 and later define navigator.userAgent ("Node.js/21"); on Node 20 the
// same is lent for the import only, so pg's probe takes its cheap branch and nothing else sees it. The generated
// gateway does the same in templates/advanced/gateway/src/db/pg-driver.ts: it runs without pgmi installed, and this
// CLI (rootDir src, bundled as CommonJS) cannot hold that module's top-level await, so each keeps its own.
import type pg from 'pg';

let loading: Promise<typeof pg> | undefined;

export function pgDriver(): Promise<typeof pg> {
  loading ??= importWithNavigator();
  return loading;
}

async function importWithNavigator(): Promise<typeof pg> {
  const lend = typeof (globalThis as { navigator?: unknown }).navigator === 'undefined';
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
    if (lend) delete (globalThis as { navigator?: unknown }).navigator;
  }
}
