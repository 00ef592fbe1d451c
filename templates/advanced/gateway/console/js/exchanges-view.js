// @ts-check
// The caller's own recent exchanges (GET api/console/exchanges: SQL filters by the verified identity, so
// another key's calls never arrive here), with outcome and duration.
import { el, isObject } from './dom.js';
import { describeError } from './gateway.js';

/** @param {{ body: HTMLElement, status: HTMLElement }} parts */
export function createExchangesView(parts) {
  return {
    clear() {
      parts.body.replaceChildren();
      parts.status.textContent = '';
    },
    /** @param {import('./gateway.js').Gateway} gateway */
    async load(gateway) {
      parts.status.textContent = 'Loading…';
      try {
        const doc = await gateway.getJson('api/console/exchanges?limit=50');
        const rows = isObject(doc) && Array.isArray(doc.exchanges) ? doc.exchanges.filter(isObject) : [];
        parts.body.replaceChildren(...rows.map(row));
        parts.status.textContent = rows.length === 0 ? 'No exchanges yet: call something, then refresh.' : `Your last ${rows.length} exchanges, newest first.`;
      } catch (error) {
        parts.body.replaceChildren();
        parts.status.textContent = `Could not load your exchanges: ${describeError(error)}`;
      }
    },
  };
}

/** @param {Record<string, unknown>} exchange */
function row(exchange) {
  const when = typeof exchange.enqueued_at === 'string' ? new Date(exchange.enqueued_at) : undefined;
  const isError = exchange.is_error === true;
  const outcome = typeof exchange.status_code === 'number'
    ? `HTTP ${exchange.status_code}`
    : typeof exchange.error_code === 'number' ? `error ${exchange.error_code}` : isError ? 'tool error' : 'ok';
  return el('tr', { class: isError ? 'is-error' : undefined },
    el('td', {}, when && !Number.isNaN(when.getTime()) ? el('time', { datetime: when.toISOString(), text: when.toLocaleString() }) : ''),
    el('td', { text: String(exchange.protocol ?? '') }),
    el('td', {}, el('code', { text: String(exchange.name ?? '') })),
    el('td', { text: outcome }),
    el('td', { class: 'number', text: typeof exchange.duration_ms === 'number' ? exchange.duration_ms.toFixed(1) : '' }),
    el('td', { text: String(exchange.logged_via ?? '') }));
}
