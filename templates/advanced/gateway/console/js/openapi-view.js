// @ts-check
// The OpenAPI document of the REST routes (GET /openapi.json), rendered as text: one entry per operation with
// its summary, policy extensions, parameters, body schema and responses, plus the raw document.
import { el, isObject, prettyJson } from './dom.js';
import { describeError } from './gateway.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** @param {HTMLElement} container @param {import('./gateway.js').Gateway} gateway */
export async function renderOpenApi(container, gateway) {
  container.replaceChildren(el('p', { class: 'hint', text: 'Loading /openapi.json…' }));
  let doc;
  try {
    doc = await gateway.getJson('openapi.json');
  } catch (error) {
    container.replaceChildren(el('p', { class: 'badge-error', text: `Could not load /openapi.json: ${describeError(error)}` }));
    return;
  }
  if (!isObject(doc)) {
    container.replaceChildren(el('p', { class: 'badge-error', text: '/openapi.json is not a JSON object' }));
    return;
  }
  const info = isObject(doc.info) ? doc.info : {};
  const paths = isObject(doc.paths) ? doc.paths : {};
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    isObject(item) ? METHODS.filter((m) => isObject(item[m])).map((m) => operation(path, m, /** @type {Record<string, unknown>} */ (item[m]))) : []);
  container.replaceChildren(
    el('p', {}, el('strong', { text: String(info.title ?? 'API') }), ` · version ${String(info.version ?? '?')} · OpenAPI ${String(doc.openapi ?? '?')}`),
    el('p', { class: 'hint', text: `${operations.length} operations; servers: ${Array.isArray(doc.servers) ? doc.servers.map((s) => (isObject(s) ? String(s.url) : '')).join(', ') : '/'}` }),
    el('ul', { class: 'operations' }, operations),
    el('details', {}, el('summary', { text: 'Raw document' }), el('pre', { class: 'json', text: prettyJson(doc) })));
}

/** @param {string} path @param {string} method @param {Record<string, unknown>} op */
function operation(path, method, op) {
  const policy = [
    Array.isArray(op.security) && op.security.length > 0 ? 'API key required' : 'public',
    typeof op['x-pgmi-min-transaction-isolation'] === 'string' ? `isolation floor ${op['x-pgmi-min-transaction-isolation']}` : '',
    op['x-pgmi-read-only'] === true ? 'read-only' : '',
    Array.isArray(op.tags) && op.tags.length > 0 ? `tags: ${op.tags.join(', ')}` : '',
  ].filter(Boolean).join(' · ');
  const params = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
  const body = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : undefined;
  const responses = isObject(op.responses) ? Object.entries(op.responses) : [];
  return el('li', { class: 'operation' },
    el('h3', {}, el('span', { class: `method method-${method}`, text: method.toUpperCase() }), ' ', el('code', { text: path })),
    typeof op.summary === 'string' ? el('p', { class: 'handler-title', text: op.summary }) : null,
    typeof op.description === 'string' ? el('p', { class: 'description', text: op.description }) : null,
    el('p', { class: 'hint', text: policy }),
    params.length > 0 ? el('p', {}, 'Parameters: ', params.flatMap((p, i) => [i > 0 ? ', ' : '', el('code', { text: String(p.name) }), ` (${String(p.in)}${p.required === true ? ', required' : ''})`])) : null,
    body ? el('details', {}, el('summary', { text: `Request body: ${Object.keys(body).join(', ')}` }), el('pre', { class: 'json', text: prettyJson(body) })) : null,
    el('p', { class: 'hint', text: `Responses: ${responses.map(([code, r]) => `${code}${isObject(r) && typeof r.description === 'string' ? ` ${r.description}` : ''}`).join('; ')}` }));
}
