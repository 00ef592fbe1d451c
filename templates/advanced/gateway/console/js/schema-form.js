// @ts-check
// A JSON Schema (a tool's inputSchema, a REST or RPC body schema) as a form, and the form read back as JSON.
// Strings, numbers, integers, booleans, enums, consts, nested objects and arrays get their own controls;
// anything else (oneOf, $ref, free-form objects) gets a JSON text box. Required fields are marked and
// checked; property names and descriptions are untrusted text and only ever become text nodes and labels.
import { el, isObject, prettyJson, setOwn, uid } from './dom.js';

const MAX_DEPTH = 6;

/**
 * @typedef {{ message: string, input?: HTMLElement }} FieldError
 * @typedef {{ present: boolean, value?: unknown, errors: FieldError[] }} Reading
 * @typedef {{ element: HTMLElement, read: () => Reading }} Field
 */

/**
 * The arguments form of a schema (its top level is always sent, as an object when the schema is one).
 * @param {unknown} schema @param {string} legend
 * @returns {Field}
 */
export function schemaForm(schema, legend) {
  const root = isObject(schema) ? schema : {};
  const type = singleType(root);
  if (type !== undefined && type !== 'object') return field(root, legend, true, 0);
  // An object: its properties as fields; one that takes nothing has none. A free-form one gets a JSON box whose
  // empty value is {} (arguments are always sent as an object).
  if (isObject(root.properties) || root.additionalProperties === false) return objectField(root, legend, true, 0);
  const free = jsonField(root, legend, false);
  return {
    element: free.element,
    read: () => {
      const reading = free.read();
      return reading.present || reading.errors.length > 0 ? reading : { present: true, value: {}, errors: [] };
    },
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {number} depth @returns {Field} */
function field(schema, name, required, depth) {
  const type = singleType(schema);
  if (depth > MAX_DEPTH) return jsonField(schema, name, required);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return choiceField(schema, name, required, schema.enum);
  if ('const' in schema) return constField(schema, name);
  switch (type) {
    case 'string':
      return inputField(schema, name, required, 'text');
    case 'integer':
    case 'number':
      return inputField(schema, name, required, type);
    case 'boolean':
      return required ? checkboxField(schema, name) : choiceField(schema, name, false, [true, false]);
    case 'object':
      return isObject(schema.properties) ? objectField(schema, name, required, depth) : jsonField(schema, name, required);
    case 'array':
      return isObject(schema.items) ? arrayField(schema, name, required, depth) : jsonField(schema, name, required);
    default:
      return jsonField(schema, name, required);
  }
}

/** "string" for {type: "string"} and {type: ["string", "null"]}; undefined when it is not one type. @param {Record<string, unknown>} schema */
function singleType(schema) {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    if (types.length === 1 && typeof types[0] === 'string') return types[0];
  }
  if (schema.type === undefined && isObject(schema.properties)) return 'object';
  return undefined;
}

/** Label text, the "required" mark, and the description as a hint the control points to. @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {string} id */
function labelled(schema, name, required, id) {
  const hintId = typeof schema.description === 'string' ? uid('hint') : undefined;
  // The label is the name alone; "required" is shown beside it and announced from the control's required attribute.
  const label = el('span', {}, el('label', { for: id, class: 'field-name', text: typeof schema.title === 'string' ? `${schema.title} (${name})` : name }),
    required ? el('span', { class: 'required', 'aria-hidden': 'true', text: ' required' }) : null);
  const hint = hintId ? el('p', { class: 'hint', id: hintId, text: String(schema.description) }) : null;
  return { label, hint, hintId };
}

/** @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {'text' | 'integer' | 'number'} kind @returns {Field} */
function inputField(schema, name, required, kind) {
  const id = uid('field');
  const { label, hint, hintId } = labelled(schema, name, required, id);
  const isNumber = kind !== 'text';
  const input = /** @type {HTMLInputElement} */ (el('input', {
    id,
    type: isNumber ? 'number' : 'text',
    step: kind === 'integer' ? '1' : isNumber ? 'any' : undefined,
    min: isNumber && typeof schema.minimum === 'number' ? schema.minimum : undefined,
    max: isNumber && typeof schema.maximum === 'number' ? schema.maximum : undefined,
    maxlength: !isNumber && typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    required: required,
    'aria-describedby': hintId,
    autocomplete: 'off',
    spellcheck: 'false',
  }));
  if (schema.default !== undefined && (typeof schema.default === 'string' || typeof schema.default === 'number')) input.value = String(schema.default);
  return {
    element: el('div', { class: 'field' }, label, hint, input),
    read: () => {
      input.removeAttribute('aria-invalid');
      const raw = input.value;
      if (raw === '') return required ? invalid(input, `${name} is required`) : { present: false, errors: [] };
      if (!isNumber) return { present: true, value: raw, errors: [] };
      const value = Number(raw);
      if (!Number.isFinite(value)) return invalid(input, `${name} must be a number`);
      if (kind === 'integer' && !Number.isInteger(value)) return invalid(input, `${name} must be a whole number`);
      return { present: true, value, errors: [] };
    },
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @returns {Field} */
function checkboxField(schema, name) {
  const id = uid('field');
  const { label, hint, hintId } = labelled(schema, name, false, id);
  const input = /** @type {HTMLInputElement} */ (el('input', { id, type: 'checkbox', 'aria-describedby': hintId }));
  input.checked = schema.default === true;
  return { element: el('div', { class: 'field field-check' }, input, label, hint), read: () => ({ present: true, value: input.checked, errors: [] }) };
}

/** An enum (or an optional boolean) as a select; values keep their JSON types. @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {unknown[]} values @returns {Field} */
function choiceField(schema, name, required, values) {
  const id = uid('field');
  const { label, hint, hintId } = labelled(schema, name, required, id);
  const select = /** @type {HTMLSelectElement} */ (el('select', { id, required, 'aria-describedby': hintId }));
  if (!required) select.append(el('option', { value: '', text: '(not set)' }));
  values.forEach((value, index) => select.append(el('option', { value: String(index), text: typeof value === 'string' ? value : JSON.stringify(value) })));
  const preset = values.findIndex((value) => JSON.stringify(value) === JSON.stringify(schema.default));
  if (preset >= 0) select.value = String(preset);
  return {
    element: el('div', { class: 'field' }, label, hint, select),
    read: () => {
      select.removeAttribute('aria-invalid');
      if (select.value === '') return required ? invalid(select, `${name} is required`) : { present: false, errors: [] };
      return { present: true, value: values[Number(select.value)], errors: [] };
    },
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @returns {Field} */
function constField(schema, name) {
  return {
    element: el('div', { class: 'field' }, el('span', { class: 'field-name', text: name }), ' ', el('code', { text: JSON.stringify(schema.const) }), el('span', { class: 'hint', text: ' (fixed)' })),
    read: () => ({ present: true, value: schema.const, errors: [] }),
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {number} depth @returns {Field} */
function objectField(schema, name, required, depth) {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const requiredNames = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [];
  const mandatory = new Set(requiredNames);
  // Required properties first, in the order "required" names them (a schema that went through PostgreSQL's
  // jsonb has its keys sorted by length, so the author's order is gone anyway); then the rest as listed.
  const entries = Object.entries(properties);
  const ordered = [...requiredNames.flatMap((name) => entries.filter(([key]) => key === name)), ...entries.filter(([key]) => !mandatory.has(key))];
  const fields = ordered.map(([key, sub]) => ({ key, field: field(isObject(sub) ? sub : {}, key, mandatory.has(key), depth + 1) }));
  const legend = el('legend', {}, el('span', { class: 'field-name', text: name }), depth > 0 && required ? el('span', { class: 'required', text: ' required' }) : null);
  const element = el('fieldset', { class: depth === 0 ? 'schema-root' : 'schema-object' }, legend,
    typeof schema.description === 'string' && depth > 0 ? el('p', { class: 'hint', text: schema.description }) : null,
    fields.length === 0 ? el('p', { class: 'hint', text: 'No arguments.' }) : null,
    fields.map((f) => f.field.element));
  return {
    element,
    read: () => {
      /** @type {Record<string, unknown>} */ const value = {};
      /** @type {FieldError[]} */ const errors = [];
      let isAnyPresent = false;
      for (const f of fields) {
        const reading = f.field.read();
        errors.push(...reading.errors);
        if (reading.present) {
          isAnyPresent = true;
          setOwn(value, f.key, reading.value);
        }
      }
      return { present: required || depth === 0 || isAnyPresent, value, errors };
    },
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @param {number} depth @returns {Field} */
function arrayField(schema, name, required, depth) {
  const itemSchema = /** @type {Record<string, unknown>} */ (schema.items);
  const list = el('ol', { class: 'array-items' });
  /** @type {Array<{ field: Field, row: HTMLElement }>} */ const items = [];
  const add = el('button', { type: 'button', class: 'secondary', text: `Add ${name} item` });
  const renumber = () => items.forEach((item, index) => item.row.querySelector('.remove')?.setAttribute('aria-label', `Remove ${name} item ${index + 1}`));
  const addItem = () => {
    const sub = field(itemSchema, `${name} item ${items.length + 1}`, true, depth + 1);
    const remove = el('button', { type: 'button', class: 'secondary remove', text: 'Remove' });
    const row = el('li', {}, sub.element, remove);
    const entry = { field: sub, row };
    remove.addEventListener('click', () => {
      items.splice(items.indexOf(entry), 1);
      row.remove();
      renumber();
      add.focus();
    });
    items.push(entry);
    list.append(row);
    renumber();
    return row;
  };
  add.addEventListener('click', () => addItem().querySelector(/** @type {'input'} */ ('input, select, textarea'))?.focus());
  const limits = [typeof schema.minItems === 'number' ? `at least ${schema.minItems}` : '', typeof schema.maxItems === 'number' ? `at most ${schema.maxItems}` : ''].filter(Boolean).join(', ');
  const element = el('fieldset', { class: 'schema-array' },
    el('legend', {}, el('span', { class: 'field-name', text: name }), required ? el('span', { class: 'required', text: ' required' }) : null, limits ? el('span', { class: 'hint', text: ` (${limits} items)` }) : null),
    typeof schema.description === 'string' ? el('p', { class: 'hint', text: schema.description }) : null,
    list, add);
  return {
    element,
    read: () => {
      /** @type {unknown[]} */ const value = [];
      /** @type {FieldError[]} */ const errors = [];
      for (const item of items) {
        const reading = item.field.read();
        errors.push(...reading.errors);
        if (reading.present) value.push(reading.value);
      }
      return { present: required || items.length > 0, value, errors };
    },
  };
}

/** @param {Record<string, unknown>} schema @param {string} name @param {boolean} required @returns {Field} */
function jsonField(schema, name, required) {
  const id = uid('field');
  const { label, hint, hintId } = labelled(schema, name, required, id);
  const area = /** @type {HTMLTextAreaElement} */ (el('textarea', { id, rows: 3, required, spellcheck: 'false', 'aria-describedby': hintId, placeholder: 'JSON value' }));
  if (schema.default !== undefined) area.value = prettyJson(schema.default);
  return {
    element: el('div', { class: 'field' }, label, el('span', { class: 'hint', text: ' (JSON)' }), hint, area),
    read: () => {
      area.removeAttribute('aria-invalid');
      if (area.value.trim() === '') return required ? invalid(area, `${name} is required`) : { present: false, errors: [] };
      try {
        return { present: true, value: JSON.parse(area.value), errors: [] };
      } catch {
        return invalid(area, `${name} is not valid JSON`);
      }
    },
  };
}

/** @param {HTMLElement} input @param {string} message @returns {Reading} */
function invalid(input, message) {
  input.setAttribute('aria-invalid', 'true');
  return { present: false, errors: [{ message, input }] };
}
