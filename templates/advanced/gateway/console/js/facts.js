// @ts-check
// A handler's policy facts as a definition list: auth, isolation floor, read-only, tags, and where it answers.
import { el } from './dom.js';

/** @param {import('./catalog.js').Handler} handler */
export function factsList(handler) {
  /** @type {Array<[string, Node | string]>} */
  const rows = [
    ['Auth', handler.requiresAuth === undefined ? 'unknown' : handler.requiresAuth ? 'API key required' : 'public'],
    ['Isolation floor', handler.isolation === undefined ? 'unknown' : handler.isolation ?? 'none (read committed)'],
    ['Read-only', handler.readOnly === undefined ? 'unknown' : handler.readOnly ? 'yes' : 'no'],
    ['Tags', handler.tags.length === 0 ? 'none' : tagList(handler.tags)],
  ];
  const where = address(handler);
  if (where) rows.unshift(['Address', el('code', { text: where })]);
  return el('dl', { class: 'facts' }, rows.flatMap(([term, value]) => [el('dt', { text: term }), el('dd', {}, value)]));
}

/** @param {string[]} tags */
export function tagList(tags) {
  return el('ul', { class: 'tags' }, tags.map((tag) => el('li', { text: tag })));
}

/** Where a handler answers: "GET /api/hello", "POST /rpc demo.sum", a resource URI. @param {import('./catalog.js').Handler} handler */
export function address(handler) {
  switch (handler.kind) {
    case 'rest':
      return handler.path === undefined ? undefined : `${(handler.methods ?? []).join(', ')} /api${handler.path}`;
    case 'rpc':
      return `POST /rpc ${handler.rpcMethod ?? handler.name}`;
    case 'resource':
      return handler.uriTemplate;
    default:
      return undefined;
  }
}
