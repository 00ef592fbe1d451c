// @ts-check
// The API key lives in this tab's sessionStorage only: never in localStorage, a cookie or a log line, and never in a
// URL that leaves the browser. Closing the tab forgets it; "Forget key" removes it at once. `pgmi dev` opens the
// console signed in with its development key in the URL's fragment (#key=…): browsers never send a fragment to a
// server (nor in a Referer), and the page takes the key out of the address bar and history before anything else.

const SLOT = 'pgmi-console.api-key';

/** @returns {string | undefined} */
export function loadKey() {
  try {
    return sessionStorage.getItem(SLOT) ?? undefined;
  } catch {
    return undefined; // storage disabled: the key lives only as long as the page
  }
}

/** @param {string} key */
export function saveKey(key) {
  try {
    sessionStorage.setItem(SLOT, key);
  } catch {
    // storage disabled: the page keeps the key in memory for this visit only
  }
}

export function forgetKey() {
  try {
    sessionStorage.removeItem(SLOT);
  } catch {
    // nothing stored
  }
}

/** What the page may show about a key: its public key id when it has the usual shape, never the secret. @param {string} key */
export function describeKey(key) {
  const match = /^([a-z][a-z0-9_]*?)_([0-9a-f]{6,32})_[A-Za-z0-9]{20,}(?:_[A-Za-z0-9]{6})?$/.exec(key);
  return match ? `key ${match[2]}` : 'the key you entered';
}

/**
 * The key handed over in the URL's fragment (#key=…, as `pgmi dev` prints the console's address), removed from the
 * address bar and the history entry at once. Undefined when the fragment holds none.
 * @returns {string | undefined}
 */
export function takeKeyFromFragment() {
  const match = /^#key=([^&]+)/.exec(location.hash);
  if (!match) return undefined;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  try {
    return decodeURIComponent(match[1] ?? '').trim() || undefined;
  } catch {
    return undefined; // not percent-encoded text: not a key pgmi printed
  }
}
