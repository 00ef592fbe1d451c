// GET /console/…: the console page (gateway/console/: plain HTML, CSS and ES modules, served as they are).
// Only when CONSOLE_ENABLED (matchRoute answers 404 otherwise). Every response carries a strict
// Content-Security-Policy: scripts and styles from this origin only, no inline code, no framing, and Trusted
// Types enforced, so no string can ever become markup. The page talks to the public endpoints (/mcp, /api,
// /rpc, /openapi.json) with the key its user types in; serving it needs no database and no privilege.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Headers, Reply } from '../types.js';
import { matchesEtag } from './serve-openapi.js';

/** gateway/console/, from src/steps (tsx) and dist/steps (compiled) alike. */
const CONSOLE_DIR = fileURLToPath(new URL('../../console/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/** Lower-case names, at most one folder deep, known extensions: nothing else (no dots, no encoded characters). */
const FILE_PATH = /^\/console\/((?:[a-z0-9-]+\/)?[a-z0-9-]+\.(html|js|css|svg|png))$/;

export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Images in tool results are decoded by the page's script into blob: URLs; nothing is loaded from elsewhere.
  "img-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

export const CONSOLE_HEADERS: Headers = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cache-control': 'no-cache',
};

export async function serveConsole(req: GatewayRequest): Promise<Reply | undefined> {
  const path = req.route?.target ?? req.path;
  // A relative Location keeps working behind a proxy that mounts the gateway under a prefix.
  if (path === '/console') return { kind: 'empty', status: 308, headers: { ...CONSOLE_HEADERS, location: 'console/' } };
  const match = path === '/console/' ? ['', 'index.html', 'html'] : FILE_PATH.exec(path);
  const name = match?.[1];
  const type = match?.[2] === undefined ? undefined : CONTENT_TYPES[match[2]];
  if (name === undefined || type === undefined) return notFound(req);
  let body: Buffer;
  try {
    body = await readFile(join(CONSOLE_DIR, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return notFound(req);
    throw error;
  }
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { ...CONSOLE_HEADERS, etag };
  if (matchesEtag(req.headers['if-none-match'], etag)) return { kind: 'empty', status: 304, headers };
  return { kind: 'bytes', status: 200, headers: { ...headers, 'content-type': type }, body };
}

function notFound(req: GatewayRequest): Reply {
  return transportError(req, 404, 'No such console file', { headers: CONSOLE_HEADERS });
}
