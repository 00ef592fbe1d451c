// @ts-check
// The handler list: kind, name, title, description and policy facts per handler, filtered by kind and tag and
// searched by text: MCP tools through the registry's tool search (GET /api/tools/search: ranked, synonyms and
// misspellings included), everything else (and tools, until the search answers or when it is switched off) by the
// words they contain. "Try it" opens the handler in the detail panel.
import { el } from './dom.js';
import { KINDS } from './catalog.js';
import { address, factsList } from './facts.js';

/**
 * @param {{ list: HTMLElement, search: HTMLInputElement, kind: HTMLSelectElement, tag: HTMLSelectElement, count: HTMLElement,
 *           onTry: (handler: import('./catalog.js').Handler) => void,
 *           searchTools: (query: string) => Promise<string[] | undefined> }} parts
 */
export function createHandlersView(parts) {
  /** @type {import('./catalog.js').Handler[]} */ let handlers = [];
  /** The tool search's answer for one query: tool names, best first. @type {{ query: string, names: string[] } | undefined} */
  let ranking;

  const render = () => {
    const needle = parts.search.value.trim().toLowerCase();
    const ranked = ranking && needle !== '' && ranking.query === needle ? ranking.names : undefined;
    const matches = (/** @type {import('./catalog.js').Handler} */ h) =>
      needle === '' ||
      (ranked && h.kind === 'tool' ? ranked.includes(h.name) : [h.name, h.title ?? '', h.description ?? '', address(h) ?? '', ...h.tags].some((t) => t.toLowerCase().includes(needle)));
    const shown = handlers.filter((h) =>
      (parts.kind.value === '' || h.kind === parts.kind.value) && (parts.tag.value === '' || h.tags.includes(parts.tag.value)) && matches(h));
    if (ranked) shown.sort((a, b) => (a.kind === 'tool' && b.kind === 'tool' ? ranked.indexOf(a.name) - ranked.indexOf(b.name) : 0));
    parts.list.replaceChildren(...shown.map((h) => item(h, parts.onTry)));
    parts.count.textContent = handlers.length === 0 ? '' : `Showing ${shown.length} of ${handlers.length} handlers.`;
    if (handlers.length > 0 && shown.length === 0) parts.list.append(el('li', { class: 'empty', text: 'No handler matches these filters.' }));
  };

  /** @type {ReturnType<typeof setTimeout> | undefined} */ let pending;
  parts.search.addEventListener('input', () => {
    render();
    clearTimeout(pending);
    const query = parts.search.value.trim().toLowerCase();
    if (query === '') return;
    // A short pause after typing, then one search; an answer for a query the box no longer shows is dropped.
    pending = setTimeout(() => {
      void parts.searchTools(query).then((names) => {
        if (names === undefined || parts.search.value.trim().toLowerCase() !== query) return;
        ranking = { query, names };
        render();
      });
    }, 200);
  });
  parts.kind.addEventListener('change', render);
  parts.tag.addEventListener('change', render);
  parts.kind.replaceChildren(el('option', { value: '', text: 'All kinds' }), ...KINDS.map((k) => el('option', { value: k, text: k })));

  return {
    /** @param {import('./catalog.js').Handler[]} next */
    set(next) {
      handlers = next;
      const tags = [...new Set(next.flatMap((h) => h.tags))].sort();
      const current = parts.tag.value;
      parts.tag.replaceChildren(el('option', { value: '', text: 'All tags' }), ...tags.map((t) => el('option', { value: t, text: t })));
      parts.tag.value = tags.includes(current) ? current : '';
      render();
    },
  };
}

/** @param {import('./catalog.js').Handler} handler @param {(handler: import('./catalog.js').Handler) => void} onTry */
function item(handler, onTry) {
  // The accessible name starts with the visible text (WCAG 2.5.3), so "click Try it" works for voice control too.
  const button = el('button', { type: 'button', class: 'primary try', 'aria-label': `Try it: ${handler.kind} ${handler.name}`, text: 'Try it' });
  button.addEventListener('click', () => onTry(handler));
  return el('li', { class: 'handler' },
    el('div', { class: 'handler-head' }, el('span', { class: `kind kind-${handler.kind}`, text: handler.kind }), el('h3', { text: handler.name })),
    handler.title ? el('p', { class: 'handler-title', text: handler.title }) : null,
    handler.description ? el('p', { class: 'description', text: handler.description }) : null,
    factsList(handler),
    button);
}
