// @ts-check
// The detail of one handler and a way to try it: a tool's inputSchema as a form and "Call tool", a resource
// read, a prompt get, or a request builder for REST and JSON-RPC. Calls go through this same gateway with the
// key in use; the answer (or the error with its code) appears under the form.
import { el, isObject, prettyJson, uid } from './dom.js';
import { factsList } from './facts.js';
import { schemaForm } from './schema-form.js';
import { renderError, renderHttpResult, renderMcpOutcome } from './result-view.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @param {import('./catalog.js').Handler} handler
 * @param {import('./gateway.js').Gateway} gateway
 */
export function renderTryPanel(handler, gateway) {
  const heading = el('h2', { tabindex: '-1', id: 'detail-heading' }, el('span', { class: `kind kind-${handler.kind}`, text: handler.kind }), ' ', handler.name);
  const output = el('div', { class: 'result-body' }, el('p', { class: 'hint', text: 'Nothing sent yet.' }));
  const result = el('section', { class: 'result', 'aria-live': 'polite', 'aria-labelledby': 'result-heading' }, el('h3', { id: 'result-heading', text: 'Result' }), output);
  const builder = formFor(handler, gateway);
  const errors = el('ul', { class: 'form-errors', role: 'alert', hidden: true });
  const submit = /** @type {HTMLButtonElement} */ (el('button', { type: 'submit', class: 'primary', id: 'call-button', text: builder.action }));
  const form = el('form', { class: 'try-form', method: 'post', novalidate: true, 'aria-label': `${builder.action}: ${handler.name}` }, builder.element, errors, submit);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const prepared = builder.prepare();
    errors.replaceChildren(...prepared.errors.map((e) => el('li', { text: e.message })));
    errors.hidden = prepared.errors.length === 0;
    if (prepared.errors.length > 0) {
      prepared.errors[0]?.input?.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = 'Sending…';
    try {
      output.replaceChildren(await builder.send());
    } catch (error) {
      output.replaceChildren(renderError(error));
    } finally {
      submit.disabled = false;
      submit.textContent = builder.action;
    }
  });
  return el('article', { class: 'try-panel' }, heading,
    handler.title ? el('p', { class: 'handler-title', text: handler.title }) : null,
    handler.description ? el('p', { class: 'description', text: handler.description }) : null,
    factsList(handler), form, result);
}

/**
 * @typedef {{ errors: Array<{ message: string, input?: HTMLElement }> }} Prepared
 * @typedef {{ action: string, element: HTMLElement, prepare: () => Prepared, send: () => Promise<HTMLElement> }} Builder
 */

/** @param {import('./catalog.js').Handler} handler @param {import('./gateway.js').Gateway} gateway @returns {Builder} */
function formFor(handler, gateway) {
  switch (handler.kind) {
    case 'tool':
      return mcpBuilder('Call tool', schemaForm(handler.inputSchema, 'Arguments'), (value) => gateway.mcpEnvelope('tools/call', { name: handler.name, arguments: value }));
    case 'prompt':
      return mcpBuilder('Get prompt', schemaForm(promptSchema(handler.arguments ?? []), 'Arguments'), (value) => gateway.mcpEnvelope('prompts/get', { name: handler.name, arguments: value }));
    case 'resource':
      return resourceBuilder(handler, gateway);
    case 'rest':
      return restBuilder(handler, gateway);
    case 'rpc':
      return rpcBuilder(handler, gateway);
  }
}

/** @param {string} action @param {import('./schema-form.js').Field} fields @param {(value: unknown) => Promise<{ status: number, envelope: Record<string, unknown>, handlerFailure?: ReturnType<typeof import('./gateway.js').handlerFailureOf> }>} call @returns {Builder} */
function mcpBuilder(action, fields, call) {
  /** @type {unknown} */ let value;
  return {
    action,
    element: fields.element,
    prepare: () => {
      const reading = fields.read();
      value = reading.value;
      return { errors: reading.errors };
    },
    send: async () => {
      const { status, envelope, handlerFailure } = await call(value);
      return renderMcpOutcome(status, envelope, handlerFailure);
    },
  };
}

/** Prompt arguments ({name, description, required}) as an object schema of strings. @param {Array<Record<string, unknown>>} args */
function promptSchema(args) {
  /** @type {Record<string, unknown>} */ const properties = {};
  for (const arg of args) if (typeof arg.name === 'string') Object.defineProperty(properties, arg.name, { value: { type: 'string', description: arg.description }, enumerable: true });
  return { type: 'object', properties, required: args.filter((a) => a.required === true).map((a) => a.name) };
}

/** Every {variable} of a URI or path template. @param {string} template */
function templateVariables(template) {
  return [...template.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? '');
}

/** @param {import('./catalog.js').Handler} handler @param {import('./gateway.js').Gateway} gateway @returns {Builder} */
function resourceBuilder(handler, gateway) {
  const template = handler.uriTemplate ?? handler.name;
  const vars = templateVariables(template);
  const fields = schemaForm({ type: 'object', properties: Object.fromEntries(vars.map((v) => [v, { type: 'string' }])), required: vars }, `URI ${template}`);
  /** @type {string} */ let uri = template;
  return {
    action: 'Read resource',
    element: fields.element,
    prepare: () => {
      const reading = fields.read();
      const values = isObject(reading.value) ? reading.value : {};
      uri = template.replace(/\{([^{}]+)\}/g, (_, name) => encodeURIComponent(String(values[name] ?? '')));
      return { errors: reading.errors };
    },
    send: async () => {
      const { status, envelope, handlerFailure } = await gateway.mcpEnvelope('resources/read', { uri });
      return renderMcpOutcome(status, envelope, handlerFailure);
    },
  };
}

/** @param {import('./catalog.js').Handler} handler @param {import('./gateway.js').Gateway} gateway @returns {Builder} */
function restBuilder(handler, gateway) {
  const path = handler.path ?? '/';
  const methods = handler.methods && handler.methods.length > 0 ? handler.methods : ['GET'];
  const methodId = uid('field');
  const method = /** @type {HTMLSelectElement} */ (el('select', { id: methodId }, methods.map((m) => el('option', { value: m, text: m }))));
  const vars = templateVariables(path);
  const pathFields = schemaForm({ type: 'object', properties: Object.fromEntries(vars.map((v) => [v, { type: 'string' }])), required: vars }, `Path /api${path}`);
  const queryId = uid('field');
  const query = /** @type {HTMLInputElement} */ (el('input', { id: queryId, type: 'text', placeholder: 'name=value&other=value', autocomplete: 'off', spellcheck: 'false' }));
  const body = bodyEditor(handler.inputSchema);
  const bodyBox = el('div', { class: 'body-editor' }, body.element);
  const syncBody = () => {
    bodyBox.hidden = !BODY_METHODS.has(method.value);
  };
  method.addEventListener('change', syncBody);
  syncBody();
  /** @type {{ target: string, body?: string }} */ let request = { target: '' };
  return {
    action: 'Send request',
    element: el('div', { class: 'request-builder' },
      el('div', { class: 'field' }, el('label', { for: methodId, text: 'Method' }), method),
      vars.length > 0 ? pathFields.element : el('p', {}, 'Path ', el('code', { text: `/api${path}` })),
      el('div', { class: 'field' }, el('label', { for: queryId, text: 'Query string (optional)' }), query),
      bodyBox),
    prepare: () => {
      const reading = pathFields.read();
      const values = isObject(reading.value) ? reading.value : {};
      const filled = path.replace(/\{([^{}]+)\}/g, (_, name) => encodeURIComponent(String(values[name] ?? '')));
      const q = query.value.trim().replace(/^\?/, '');
      const errors = [...reading.errors];
      let text;
      if (BODY_METHODS.has(method.value)) {
        const read = body.read();
        errors.push(...read.errors);
        text = read.text;
      }
      request = { target: `api${filled}${q ? `?${q}` : ''}`, body: text };
      return { errors };
    },
    send: async () => {
      /** @type {Record<string, string>} */
      const headers = { accept: 'application/json, */*' };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      return renderHttpResult(await gateway.http(method.value, request.target, { headers, body: request.body }));
    },
  };
}

/** @param {import('./catalog.js').Handler} handler @param {import('./gateway.js').Gateway} gateway @returns {Builder} */
function rpcBuilder(handler, gateway) {
  const params = bodyEditor(handler.inputSchema, 'Params');
  /** @type {string | undefined} */ let text;
  return {
    action: 'Send request',
    element: el('div', { class: 'request-builder' }, el('p', {}, 'POST ', el('code', { text: '/rpc' }), ' method ', el('code', { text: handler.rpcMethod ?? handler.name })), params.element),
    prepare: () => {
      const read = params.read();
      text = read.text;
      return { errors: read.errors };
    },
    send: async () => renderHttpResult(await gateway.rpc(handler.rpcMethod ?? handler.name, text === undefined ? undefined : JSON.parse(text))),
  };
}

/**
 * A JSON body: the schema as a form when it describes an object's properties, a JSON text box otherwise.
 * @param {unknown} schema @param {string} [legend]
 * @returns {{ element: HTMLElement, read: () => { text?: string, errors: Array<{ message: string, input?: HTMLElement }> } }}
 */
function bodyEditor(schema, legend = 'Body') {
  if (isObject(schema) && isObject(schema.properties)) {
    const form = schemaForm(schema, `${legend} (JSON)`);
    return { element: form.element, read: () => {
      const reading = form.read();
      return { text: JSON.stringify(reading.value), errors: reading.errors };
    } };
  }
  const id = uid('field');
  const area = /** @type {HTMLTextAreaElement} */ (el('textarea', { id, rows: 5, spellcheck: 'false' }));
  area.value = '{}';
  return {
    element: el('div', { class: 'field' }, el('label', { for: id, text: `${legend} (JSON, optional)` }), area),
    read: () => {
      area.removeAttribute('aria-invalid');
      if (area.value.trim() === '') return { errors: [] };
      try {
        return { text: prettyJson(JSON.parse(area.value)), errors: [] };
      } catch {
        area.setAttribute('aria-invalid', 'true');
        return { errors: [{ message: `${legend} is not valid JSON`, input: area }] };
      }
    },
  };
}
