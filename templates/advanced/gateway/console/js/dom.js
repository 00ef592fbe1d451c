// @ts-check
// Building DOM nodes without markup. Text always becomes text nodes (textContent, append(string)); attribute
// names come from this code, never from data; handlers are functions, never strings. The page is served with
// Trusted Types enforced, so a stray innerHTML would throw instead of rendering anything.

/**
 * @typedef {{ [name: string]: unknown, class?: string, text?: string, on?: Record<string, EventListener> }} Props
 */

/**
 * @param {string} tag
 * @param {Props} [props]
 * @param {...(Node | string | number | null | undefined | false | Array<Node | string | null | undefined | false>)} children
 * @returns {HTMLElement}
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = String(value);
    else if (name === 'text') node.textContent = String(value);
    else if (name === 'on') {
      for (const [event, listener] of Object.entries(/** @type {Record<string, EventListener>} */ (value))) node.addEventListener(event, listener);
    } else if (/^on/i.test(name)) throw new Error(`use "on" for event listeners, not the attribute ${name}`);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, ...children);
  return node;
}

/**
 * @param {Element} node
 * @param {...(Node | string | number | null | undefined | false | Array<Node | string | null | undefined | false>)} children
 */
export function append(node, ...children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
}

/** Empties a node (replaceChildren: no markup parsing involved). @param {Element} node @param {...Node} children */
export function replace(node, ...children) {
  node.replaceChildren(...children);
}

let counter = 0;
/** A fresh element id for label/aria wiring; never derived from data. @param {string} prefix */
export function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** Pretty JSON as text (for <pre>). @param {unknown} value */
export function prettyJson(value) {
  return JSON.stringify(value, null, 2) ?? String(value);
}

/**
 * Sets an own property even when the name is "__proto__" or "constructor" (names come from untrusted schemas).
 * @param {Record<string, unknown>} target @param {string} name @param {unknown} value
 */
export function setOwn(target, name, value) {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
