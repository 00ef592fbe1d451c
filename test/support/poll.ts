// Waiting for something another process does (a log line, a flush, a replica switch): ask again every
// `intervalMs` until it holds or `timeoutMs` has passed, then answer whether it holds.
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}

/** Waits like waitUntil and fails, naming what it waited for, when the deadline passes first. */
export async function eventually(what: string | (() => string), check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<void> {
  if (await waitUntil(check, timeoutMs, intervalMs)) return;
  throw new Error(`waited ${timeoutMs / 1000} s, in vain, until ${typeof what === 'string' ? what : what()}`);
}
