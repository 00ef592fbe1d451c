import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../templates/advanced/gateway/src/steps/match-route.js';
import { serveConsole, CONSOLE_CSP } from '../../../templates/advanced/gateway/src/steps/serve-console.js';
import { commonSteps, stepsFor } from '../../../templates/advanced/gateway/src/pipeline.js';
import { runSteps, testRequest, testServices } from './request-fixture.js';

const enabled = () => testServices({ CONSOLE_ENABLED: 'true' });

async function get(target: string, options: { method?: string; headers?: Record<string, string>; services?: ReturnType<typeof testServices> } = {}) {
  const req = testRequest({ method: options.method ?? 'GET', target, headers: { accept: 'text/html', ...options.headers }, services: options.services ?? enabled() });
  const first = await runSteps(req, [...commonSteps]);
  return first ?? runSteps(req, [...stepsFor(req)]);
}

describe('gateway steps: the console page', () => {
  it('does not exist unless CONSOLE_ENABLED is set', async () => {
    const reply = await matchRoute(testRequest({ method: 'GET', target: '/console/' }));
    expect(reply).toMatchObject({ status: 404, body: { title: 'Not Found' } });
    expect(testServices().config.consoleEnabled).toBe(false);
    expect(() => testServices({ CONSOLE_ENABLED: 'maybe' })).toThrow(/CONSOLE_ENABLED must be true or false/);
  });

  it('redirects /console to /console/ with a relative Location', async () => {
    const reply = await get('/console');
    expect(reply).toMatchObject({ kind: 'empty', status: 308, headers: { location: 'console/' } });
  });

  it('serves the page with a strict Content-Security-Policy and no-sniff', async () => {
    const reply = await get('/console/');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(reply.body)).toContain('<script type="module" src="js/main.js"></script>');
    const csp = reply.headers['content-security-policy'] as string;
    expect(csp).toBe(CONSOLE_CSP);
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "require-trusted-types-for 'script'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(reply.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
  });

  it('serves its scripts and styles with their types, and answers 304 to a matching ETag', async () => {
    const script = await get('/console/js/main.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/console/console.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const again = await get('/console/js/main.js', { headers: { 'if-none-match': script.headers.etag } });
    expect(again).toMatchObject({ kind: 'empty', status: 304 });
  });

  it('serves nothing outside its folder and no file it does not know the type of', async () => {
    for (const target of ['/console/../package.json', '/console/%2e%2e/src/main.ts', '/console/js/../../src/config.ts', '/console/jsconfig.json',
                          '/console/JS/main.js', '/console/nope.js', '/console/js', '/console/a/b/c.js']) {
      const reply = await get(target);
      expect(reply.status, target).toBe(404);
      expect(reply.headers['content-security-policy'], target).toBe(CONSOLE_CSP);
    }
  });

  it('answers 405 with Allow for verbs other than GET and HEAD', async () => {
    expect(await get('/console/', { method: 'POST' })).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
    expect((await serveConsole(Object.assign(testRequest({ method: 'HEAD', target: '/console/', services: enabled() }), { route: { kind: 'console' as const, target: '/console/' } })))?.status).toBe(200);
  });
});
