// @ts-check
// The API key lives in this tab's sessionStorage only: never in a URL, localStorage, a cookie or a log line.
// Closing the tab forgets it; "Forget key" removes it at once.

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
