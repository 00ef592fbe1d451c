// @ts-check
// Shows what came back: an MCP result (text, JSON, images, structured content, resource contents, prompt
// messages, isError), a JSON-RPC error with its code, or an HTTP response (status, type, body). Everything the
// server sent is untrusted: text goes into text nodes, images are decoded here into blob: URLs of a raster type.
import { el, isObject, prettyJson } from './dom.js';
import { describeError, handlerFailureOf } from './gateway.js';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** @type {string[]} */
let liveUrls = [];

/** Frees the images of the previous result. */
function releaseImages() {
  for (const url of liveUrls) URL.revokeObjectURL(url);
  liveUrls = [];
}

/**
 * @param {number} status @param {Record<string, unknown>} envelope
 * @param {ReturnType<typeof handlerFailureOf>} [handlerFailure] why the handler failed (pgmi dev only)
 */
export function renderMcpOutcome(status, envelope, handlerFailure) {
  releaseImages();
  const box = el('div', { class: 'outcome' });
  if (handlerFailure) box.append(handlerFailureBlock(handlerFailure));
  if (isObject(envelope.error)) {
    const error = envelope.error;
    box.append(el('p', { class: 'badge-error', text: `Error ${typeof error.code === 'number' ? error.code : '(no code)'} · HTTP ${status}` }),
      el('p', { class: 'error-message', text: typeof error.message === 'string' ? error.message : 'no message' }));
    if (error.data !== undefined) box.append(el('h4', { text: 'Error data' }), el('pre', { text: prettyJson(error.data) }));
  } else if (isObject(envelope.result)) {
    const result = envelope.result;
    box.append(result.isError === true
      ? el('p', { class: 'badge-error', text: 'The handler reported an error (isError: true)' })
      : el('p', { class: 'badge-ok', text: `OK · HTTP ${status}` }));
    if (Array.isArray(result.content) && result.content.length > 0) box.append(el('h4', { text: 'Content' }), ...result.content.map(contentBlock));
    if ('structuredContent' in result) box.append(el('h4', { text: 'Structured content' }), el('pre', { class: 'json', text: prettyJson(result.structuredContent) }));
    if (Array.isArray(result.contents)) box.append(...result.contents.map(resourceContents));
    if (Array.isArray(result.messages)) box.append(...result.messages.map(promptMessage));
  } else {
    box.append(el('p', { class: 'badge-error', text: `No JSON-RPC answer · HTTP ${status}` }));
  }
  box.append(el('details', {}, el('summary', { text: 'Raw response' }), el('pre', { class: 'json raw', text: prettyJson(envelope) })));
  return box;
}

/** @param {import('./gateway.js').HttpResult} result */
export function renderHttpResult(result) {
  releaseImages();
  const isOk = result.status >= 200 && result.status < 400;
  const failure = handlerFailureOf(result.headers);
  const box = el('div', { class: 'outcome' },
    el('p', { class: isOk ? 'badge-ok' : 'badge-error', text: `HTTP ${result.status} ${result.statusText}`.trim() }),
    failure ? handlerFailureBlock(failure) : null,
    result.contentType ? el('p', { class: 'hint', text: `Content-Type: ${result.contentType}` }) : null);
  if (isObject(result.json) && isObject(result.json.error)) {
    const error = result.json.error;
    box.append(el('p', { class: 'error-message', text: `Error ${String(error.code)}: ${String(error.message)}` }));
  }
  if (result.json !== undefined) box.append(el('pre', { class: 'json', text: prettyJson(result.json) }));
  else if (IMAGE_TYPES.has(result.contentType.split(';')[0]?.trim().toLowerCase() ?? '')) box.append(image(result.bytes, result.contentType.split(';')[0] ?? ''));
  else if (result.text !== '') box.append(el('pre', { text: result.text }));
  else if (result.bytes.length > 0) box.append(el('p', { class: 'hint', text: `${result.bytes.length} bytes of ${result.contentType || 'unknown type'} (not shown)` }));
  else box.append(el('p', { class: 'hint', text: '(empty body)' }));
  return box;
}

/**
 * Why the handler failed, at its project file and line (pgmi dev only; the client's answer holds no internals).
 * @param {NonNullable<ReturnType<typeof handlerFailureOf>>} failure
 */
function handlerFailureBlock(failure) {
  const where = failure.file ? `${failure.file}${failure.fileLine ? `:${failure.fileLine}` : ''}` : 'a handler registered by hand';
  return el('div', { class: 'handler-failure', role: 'alert' },
    el('p', { class: 'badge-error', text: `Handler failed at ${where}` }),
    el('p', { class: 'error-message', text: `${failure.sqlstate} ${failure.message}` }),
    failure.lineText ? el('pre', { class: 'source-line', text: `${failure.fileLine} | ${failure.lineText}` }) : null,
    el('p', { class: 'hint', text: `${failure.handler} (shown under pgmi dev only; clients get the error without internals)` }));
}

/** @param {unknown} error */
export function renderError(error) {
  releaseImages();
  return el('div', { class: 'outcome' }, el('p', { class: 'badge-error', text: describeError(error) }));
}

/** @param {unknown} block */
function contentBlock(block) {
  if (!isObject(block)) return el('pre', { text: prettyJson(block) });
  switch (block.type) {
    case 'text':
      return textBlock(typeof block.text === 'string' ? block.text : '');
    case 'image':
      return typeof block.data === 'string' ? imageFromBase64(block.data, String(block.mimeType ?? '')) : el('p', { class: 'hint', text: 'image without data' });
    case 'audio':
      return el('p', { class: 'hint', text: `audio (${String(block.mimeType ?? 'unknown type')}), ${typeof block.data === 'string' ? Math.floor(block.data.length * 0.75) : 0} bytes (not played here)` });
    case 'resource':
      return resourceContents(block.resource);
    case 'resource_link':
      return el('p', { class: 'resource-link' }, 'Resource link: ', el('code', { text: String(block.uri ?? '') }), typeof block.name === 'string' ? ` (${block.name})` : '');
    default:
      return el('pre', { class: 'json', text: prettyJson(block) });
  }
}

/** Text, shown as formatted JSON when it is JSON. @param {string} text */
function textBlock(text) {
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) return el('pre', { class: 'json', text: prettyJson(parsed) });
  } catch {
    // plain text
  }
  return el('pre', { class: 'text', text });
}

/** @param {unknown} contents */
function resourceContents(contents) {
  if (!isObject(contents)) return el('pre', { text: prettyJson(contents) });
  const mime = String(contents.mimeType ?? '');
  const head = el('p', { class: 'resource-link' }, el('code', { text: String(contents.uri ?? '') }), mime ? ` · ${mime}` : '');
  if (typeof contents.text === 'string') return el('div', {}, head, textBlock(contents.text));
  if (typeof contents.blob === 'string') return el('div', {}, head, IMAGE_TYPES.has(mime) ? imageFromBase64(contents.blob, mime) : el('p', { class: 'hint', text: `${Math.floor(contents.blob.length * 0.75)} bytes (not shown)` }));
  return el('div', {}, head);
}

/** @param {unknown} message */
function promptMessage(message) {
  if (!isObject(message)) return el('pre', { text: prettyJson(message) });
  return el('div', { class: 'prompt-message' }, el('h4', { text: `Message (${String(message.role ?? 'unknown role')})` }), contentBlock(message.content));
}

/** @param {string} data @param {string} mime */
function imageFromBase64(data, mime) {
  let bytes;
  try {
    bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  } catch {
    return el('p', { class: 'hint', text: `image (${mime}) with invalid base64 data` });
  }
  return IMAGE_TYPES.has(mime) ? image(bytes, mime) : el('p', { class: 'hint', text: `image of type ${mime || 'unknown'}, ${bytes.length} bytes (not shown)` });
}

/** @param {Uint8Array} bytes @param {string} mime */
function image(bytes, mime) {
  const url = URL.createObjectURL(new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], { type: mime }));
  liveUrls.push(url);
  return el('figure', {}, el('img', { src: url, alt: `Image result (${mime}, ${bytes.length} bytes)` }), el('figcaption', { class: 'hint', text: `${mime}, ${bytes.length} bytes` }));
}
