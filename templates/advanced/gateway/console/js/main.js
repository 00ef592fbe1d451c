// @ts-check
// Wires the page: the key form (sessionStorage only), the three views, and what happens when a key is used,
// refused or forgotten.
import { el } from './dom.js';
import { Gateway, GatewayError, describeError } from './gateway.js';
import { describeKey, forgetKey, loadKey, saveKey, takeKeyFromFragment } from './key-store.js';
import { loadCatalog } from './catalog.js';
import { createHandlersView } from './handlers-view.js';
import { renderTryPanel } from './try-panel.js';
import { renderOpenApi } from './openapi-view.js';
import { createExchangesView } from './exchanges-view.js';

/** @template {HTMLElement} T @param {string} id @returns {T} */
function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return /** @type {T} */ (node);
}

const keyForm = byId('key-form');
const keyInput = /** @type {HTMLInputElement} */ (byId('api-key'));
const status = byId('status');
const warnings = byId('warnings');
const detail = byId('detail');
const openapi = byId('openapi');
/** @type {Gateway | undefined} */ let gateway;

const handlersView = createHandlersView({
  list: byId('handler-list'),
  search: /** @type {HTMLInputElement} */ (byId('search')),
  kind: /** @type {HTMLSelectElement} */ (byId('kind-filter')),
  tag: /** @type {HTMLSelectElement} */ (byId('tag-filter')),
  count: byId('handler-count'),
  onTry: (handler) => {
    if (!gateway) return;
    detail.replaceChildren(renderTryPanel(handler, gateway));
    byId('detail-heading').focus();
  },
  // The registry's tool search, as this key sees it; undefined (words only) when it is off or fails.
  searchTools: async (query) => {
    if (!gateway) return undefined;
    try {
      const found = await gateway.http('GET', `/api/tools/search?q=${encodeURIComponent(query.slice(0, 1000))}&k=50`, { headers: { accept: 'application/json' } });
      const tools = found.status === 200 && found.json && typeof found.json === 'object' ? /** @type {{ tools?: unknown }} */ (found.json).tools : undefined;
      return Array.isArray(tools) ? tools.map((t) => String(t?.name)) : undefined;
    } catch {
      return undefined; // the words-only filter already shows something
    }
  },
});
const exchangesView = createExchangesView({ body: byId('exchanges-body'), status: byId('exchanges-status') });

/** @param {string} text @param {'ok' | 'error' | 'info'} [tone] */
function say(text, tone = 'info') {
  status.textContent = text;
  status.className = `status status-${tone}`;
}

/** @param {string[]} items */
function showWarnings(items) {
  warnings.replaceChildren(...items.map((w) => el('li', { text: w })));
  warnings.hidden = items.length === 0;
}

function clearViews() {
  handlersView.set([]);
  detail.replaceChildren(el('p', { class: 'hint', text: 'Choose “Try it” on a handler to see its form here.' }));
  openapi.replaceChildren(el('p', { class: 'hint', text: 'Enter a key first.' }));
  exchangesView.clear();
  showWarnings([]);
}

/** @param {string} key */
async function useKey(key) {
  await gateway?.close();
  clearViews();
  gateway = new Gateway(key);
  say('Connecting…');
  try {
    const { handlers, warnings: notes } = await loadCatalog(gateway);
    handlersView.set(handlers);
    showWarnings(notes);
    say(`Connected with ${describeKey(key)}: ${handlers.length} handlers.`, 'ok');
    void renderOpenApi(openapi, gateway);
    void exchangesView.load(gateway);
  } catch (error) {
    gateway = undefined;
    if (error instanceof GatewayError && error.status === 401) {
      forgetKey();
      say(`The gateway refused this key (401): ${error.message}`, 'error');
      keyInput.focus();
    } else {
      say(`Could not load the handlers: ${describeError(error)}`, 'error');
    }
  }
}

keyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const key = keyInput.value.trim();
  keyInput.value = '';
  if (key === '') {
    say('Enter an API key first.', 'error');
    keyInput.focus();
    return;
  }
  saveKey(key);
  void useKey(key);
});

byId('forget-key').addEventListener('click', () => {
  forgetKey();
  void gateway?.close();
  gateway = undefined;
  clearViews();
  say('The key is forgotten. Enter one to continue.');
  keyInput.focus();
});

byId('refresh-exchanges').addEventListener('click', () => {
  if (gateway) void exchangesView.load(gateway);
  else say('Enter an API key first.', 'error');
});

for (const button of document.querySelectorAll('.view-button')) {
  button.addEventListener('click', () => {
    const view = button.getAttribute('data-view');
    for (const other of document.querySelectorAll('.view-button')) other.setAttribute('aria-pressed', String(other === button));
    for (const section of document.querySelectorAll('.view')) section.toggleAttribute('hidden', section.id !== `view-${view}`);
    if (view === 'exchanges' && gateway) void exchangesView.load(gateway);
  });
}

// A #key=… address opened in a tab that already shows the console is a fragment change, not a new page.
window.addEventListener('hashchange', () => {
  const key = takeKeyFromFragment();
  if (!key) return;
  saveKey(key);
  void useKey(key);
});

const handedOver = takeKeyFromFragment();
if (handedOver) saveKey(handedOver);
const stored = handedOver ?? loadKey();
if (stored) void useKey(stored);
else say('Enter an API key to list and call this project’s handlers.');
