// The console page in a real browser (Debian's chromium through playwright-core) against a rendered, deployed
// advanced project whose gateway runs as a process with CONSOLE_ENABLED=true.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFixture, type GatewayFixture } from '../gateway/support/fixture.js';
import { forgeKey, issueApiKey, type IssuedKey } from '../gateway/support/keys.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { skipWithout } from '../support/required-tool.js';
import { chromiumMissing, inPage, launchBrowser, screenshot, watchedPage, type Browser, type Watch } from './support/browser.js';
import { connect, expectClean, HOSTILE_DESCRIPTION, HOSTILE_PROPERTY, panel, PIXEL_PNG, registerTool, tryHandler } from './support/console-page.js';

describe.skipIf(skipWithout(chromiumMissing()))('the console in a browser', () => {
  let fixture: GatewayFixture;
  let browser: Browser;
  let other: IssuedKey;
  let scratch: string;
  const pages: Array<{ page: Page; watch: Watch }> = [];

  beforeAll(async () => {
    scratch = await makeTempDir('pgmi-console-shots');
    // Only the template's own handlers at first, so the screenshots show what a new project has.
    fixture = await startFixture('console', { env: { CONSOLE_ENABLED: 'true' }, withTestTools: false });
    other = await issueApiKey(fixture.project.db, 'someone-else@example.com');
    browser = await launchBrowser();
  });

  afterEach(async () => {
    for (const { page } of pages.splice(0)) await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    await fixture?.stop();
    await removeDir(scratch);
  });

  async function open(): Promise<{ page: Page; watch: Watch }> {
    const opened = await watchedPage(browser.context);
    opened.page.setDefaultTimeout(30_000);
    pages.push(opened);
    await opened.page.goto(`${fixture.gateway.url}/console`);
    return opened;
  }

  it('lists the handlers a key may see with their policy, and filters and searches them', async () => {
    const opened = await open();
    const { page } = opened;
    await connect(page, fixture.key.key);
    const names = await page.locator('.handler h3').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['echo', 'draft_ticket', 'whoami', 'GET /hello', 'demo.sum', 'summarize', 'greeting', 'GET /console/exchanges']));
    const echo = page.locator('.handler', { has: page.locator('h3', { hasText: /^echo$/ }) });
    expect(await echo.locator('dd').allTextContents()).toEqual(['public', 'none (read committed)', 'no', 'examples']);
    const stats = page.locator('.handler', { has: page.locator('h3', { hasText: /^GET \/stats\/handlers$/ }) });
    expect(await stats.locator('dd').allTextContents()).toEqual(['GET /api/stats/handlers', 'API key required', 'serializable', 'yes', 'examples']);
    await screenshot(page, 'console-handlers', scratch, 'templates/advanced/gateway/docs/console.png');

    await page.getByLabel('Kind').selectOption('rpc');
    expect(await page.locator('.handler h3').allTextContents()).toEqual(['demo.sum', 'demo.whoami', 'tools.search']);
    await page.getByLabel('Kind').selectOption('');
    await page.getByLabel('Search', { exact: true }).fill('ticket');
    expect(await page.locator('.handler h3').allTextContents()).toEqual(['draft_ticket']);
    // Tools go through the registry's tool search: a misspelling still finds the tool, ranked first.
    await page.getByLabel('Kind').selectOption('tool');
    await page.getByLabel('Search', { exact: true }).fill('draft a tiket');
    await expect.poll(async () => (await page.locator('.handler h3').allTextContents())[0], { timeout: 10_000 }).toBe('draft_ticket');
    await page.getByLabel('Kind').selectOption('');
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Tag').selectOption('math');
    expect(await page.locator('.handler h3').allTextContents()).toEqual(['add_numbers']);
    await expectClean(opened);
  });

  it('renders a nested inputSchema as a form, checks required fields, calls the tool and shows the structured result', async () => {
    const opened = await open();
    const { page } = opened;
    await connect(page, fixture.key.key);
    await tryHandler(page, 'Try it: tool draft_ticket');
    await page.getByRole('button', { name: 'Call tool' }).click();
    await page.locator('.form-errors', { hasText: 'title is required' }).waitFor();
    expect(await page.locator(':focus').getAttribute('aria-invalid')).toBe('true');

    await panel(page).getByLabel('title', { exact: true }).fill('Login fails');
    await panel(page).getByLabel('severity', { exact: true }).selectOption({ label: 'high' });
    await panel(page).getByLabel('name', { exact: true }).fill('Ada');
    await page.getByRole('button', { name: 'Add labels item' }).click();
    await panel(page).getByLabel('labels item 1', { exact: true }).fill('auth');
    await page.getByRole('button', { name: 'Add steps item' }).click();
    await panel(page).getByLabel('action', { exact: true }).fill('open /login');
    await panel(page).getByLabel('notify', { exact: true }).selectOption('true');
    await page.getByRole('button', { name: 'Call tool' }).click();
    const result = page.locator('.result');
    await result.locator('.badge-ok').waitFor();
    expect(await result.locator('pre.json').first().textContent()).toContain('[HIGH] Login fails (reported by Ada, 1 step(s), labels: auth)');
    const structured = JSON.parse((await result.locator('h4:text("Structured content") + pre').textContent()) ?? 'null');
    expect(structured.ticket).toMatchObject({ title: 'Login fails', severity: 'high', reporter: { name: 'Ada' }, labels: ['auth'], steps: [{ action: 'open /login' }], notify: true });
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'console-tool-call', scratch);

    // A value the form lets through but the schema refuses: a tool execution error (isError) carrying the
    // validation message, as a model would see it (SEP-1303).
    await panel(page).getByLabel('estimate_hours', { exact: true }).fill('-1');
    await page.getByRole('button', { name: 'Call tool' }).click();
    await result.locator('.badge-error', { hasText: 'isError: true' }).waitFor();
    expect(await result.locator('pre.json').first().textContent()).toContain('Invalid arguments: arguments.estimate_hours');
    await expectClean(opened);
  });

  it('shows images, resources, prompts, REST and RPC answers', async () => {
    const opened = await open();
    const { page } = opened;
    await registerTool(fixture.project.db, 'console_image');
    await connect(page, fixture.key.key);
    await tryHandler(page, 'Try it: tool console_image');
    await page.getByRole('button', { name: 'Call tool' }).click();
    await page.locator('.result .badge-ok').waitFor();
    const image = page.locator('.result img');
    await image.waitFor(); // visible: decoded, so it has a size
    expect(await page.locator('.result').textContent()).toContain(`image/png, ${Buffer.from(PIXEL_PNG, 'base64').length} bytes`);
    expect(await inPage(page, "(() => { const img = document.querySelector('.result img'); return img.complete && img.naturalWidth; })()")).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);

    await tryHandler(page, 'Try it: resource greeting');
    await panel(page).getByLabel('name', { exact: true }).fill('Ada');
    await page.getByRole('button', { name: 'Read resource' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: 'Hello, Ada!' }).waitFor();

    await tryHandler(page, 'Try it: prompt summarize');
    await panel(page).getByLabel('topic', { exact: true }).fill('PostgreSQL');
    await page.getByRole('button', { name: 'Get prompt' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: 'Summarize PostgreSQL' }).waitFor();

    await tryHandler(page, 'Try it: rest GET /hello');
    await panel(page).getByLabel('Query string (optional)', { exact: true }).fill('name=Console');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: '"message": "Hello, Console!"' }).waitFor();
    expect(await page.locator('.result .badge-ok').textContent()).toContain('HTTP 200');

    await tryHandler(page, 'Try it: rest GET /greetings/{name}');
    await panel(page).getByLabel('name', { exact: true }).fill('a b/c');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: 'Hello, a b/c!' }).waitFor();

    await tryHandler(page, 'Try it: rpc demo.sum');
    await panel(page).getByLabel('a', { exact: true }).fill('2');
    await panel(page).getByLabel('b', { exact: true }).fill('3.5');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: '"sum": 5.5' }).waitFor();

    await tryHandler(page, 'Try it: rest GET /me');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.result .badge-ok', { hasText: 'HTTP 200' }).waitFor();
    await expectClean(opened);
  });

  it('renders the OpenAPI document', async () => {
    const opened = await open();
    const { page } = opened;
    await connect(page, fixture.key.key);
    await page.getByRole('button', { name: 'OpenAPI', exact: true }).click();
    expect(await page.locator('#view-handlers').isHidden()).toBe(true);
    const hello = page.locator('.operation', { has: page.locator('code', { hasText: /^\/hello$/ }) });
    await hello.waitFor();
    expect(await hello.locator('.method').textContent()).toBe('GET');
    expect(await hello.textContent()).toContain('Say hello');
    const stats = page.locator('.operation', { has: page.locator('code', { hasText: /^\/stats\/handlers$/ }) });
    expect(await stats.textContent()).toContain('API key required · isolation floor serializable · read-only');
    await screenshot(page, 'console-openapi', scratch);
    await expectClean(opened);
  });

  it('shows a refused key with the 401 message and forgets it', async () => {
    const opened = await open();
    const { page } = opened;
    await page.getByLabel('API key', { exact: true }).fill(forgeKey(fixture.key));
    await page.getByRole('button', { name: 'Use key' }).click();
    const status = page.locator('#status', { hasText: '401' });
    await status.waitFor();
    expect(await status.textContent()).toBe('The gateway refused this key (401): Unauthorized: the credential is not valid');
    expect(await inPage(page, 'sessionStorage.length')).toBe(0);
    expect(await page.locator('.handler').count()).toBe(0);
    expect(opened.watch.pageErrors).toEqual([]);
    expect(await opened.watch.violations()).toEqual([]);
  });

  it('renders hostile descriptions, titles, tags and schemas as text, and nothing runs', async () => {
    const opened = await open();
    const { page, watch } = opened;
    await registerTool(fixture.project.db, 'console_hostile');
    await connect(page, fixture.key.key);
    const item = page.locator('.handler', { has: page.locator('h3', { hasText: /^console_hostile$/ }) });
    expect(await item.locator('.description').textContent()).toBe(HOSTILE_DESCRIPTION);
    expect(await item.locator('.handler-title').textContent()).toBe('<b>not bold</b>');
    expect(await item.locator('.tags li').textContent()).toBe('<i>tag</i>');
    await tryHandler(page, 'Try it: tool console_hostile');
    expect(await page.locator('.try-panel label', { hasText: HOSTILE_PROPERTY }).count()).toBe(1);
    expect(await page.locator('.try-panel option', { hasText: '<img src=x' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Call tool' }).click();
    await page.locator('.result pre.text', { hasText: '<img src=x onerror=' }).waitFor();

    const dom = await inPage(page, `({
      pwned: window.__pwned,
      images: [...document.querySelectorAll('img')].map((img) => img.getAttribute('src')),
      scripts: [...document.querySelectorAll('script')].map((script) => script.getAttribute('src')),
      bold: document.querySelectorAll('b, i').length,
    })`);
    expect(dom).toEqual({ pwned: undefined, images: [], scripts: ['js/main.js'], bold: 0 });
    expect(watch.requests.filter((url) => /\/x$/.test(url))).toEqual([]);
    await expectClean(opened);
  });

  it('keeps the key out of URLs, history, localStorage, cookies and the gateway log', async () => {
    const opened = await open();
    const { page, watch } = opened;
    const key = fixture.key.key;
    await connect(page, key);
    await page.reload();
    await page.locator('#status', { hasText: 'Connected' }).waitFor(); // restored from sessionStorage
    expect(await inPage(page, "sessionStorage.getItem('pgmi-console.api-key')")).toBe(key);
    expect(await inPage(page, 'JSON.stringify({ ...localStorage })')).toBe('{}');
    expect(await inPage(page, 'document.cookie')).toBe('');
    expect(JSON.stringify(await browser.context.cookies())).not.toContain(key);
    const cdp = await browser.context.newCDPSession(page);
    const history = (await cdp.send('Page.getNavigationHistory')) as { entries: Array<{ url: string; title: string }> };
    expect(history.entries.length).toBeGreaterThan(0);
    for (const entry of history.entries) expect(`${entry.url} ${entry.title}`).not.toContain(key);
    await cdp.detach();
    expect(watch.requests.filter((url) => url.includes(key))).toEqual([]);
    expect(await page.locator('#api-key').inputValue()).toBe('');
    expect(await page.textContent('body')).not.toContain(key);

    await page.getByRole('button', { name: 'Forget key' }).click();
    expect(await inPage(page, 'sessionStorage.length')).toBe(0);
    expect(fixture.gateway.output()).not.toContain(key);
    expect(fixture.gateway.output()).not.toContain(key.split('_').slice(-2).join('_'));
    await expectClean(opened);
  });

  it('opens signed in from a #key= fragment (as pgmi dev prints it), which leaves the address bar, history and every request', async () => {
    const opened = await watchedPage(browser.context);
    pages.push(opened);
    const { page, watch } = opened;
    page.setDefaultTimeout(30_000);
    const key = fixture.key.key;
    const outputBefore = fixture.gateway.output().length;
    await page.goto(`${fixture.gateway.url}/console/#key=${encodeURIComponent(key)}`);
    await page.locator('#status', { hasText: 'Connected' }).waitFor();
    expect(await page.locator('.handler h3').allTextContents()).toContain('whoami'); // auth-gated: the key is in use
    expect(page.url()).toBe(`${fixture.gateway.url}/console/`);
    expect(await inPage(page, "sessionStorage.getItem('pgmi-console.api-key')")).toBe(key);
    const cdp = await browser.context.newCDPSession(page);
    const history = (await cdp.send('Page.getNavigationHistory')) as { entries: Array<{ url: string }> };
    await cdp.detach();
    expect(history.entries.map((entry) => entry.url).filter((url) => url.includes('key='))).toEqual([]);
    expect(watch.requests.filter((url) => url.includes(key) || url.includes(encodeURIComponent(key)) || url.includes('key='))).toEqual([]);
    expect(fixture.gateway.output().slice(outputBefore)).not.toContain(key.split('_').slice(-2).join('_'));
    // A second key handed over to the open tab (a fragment change, no new page) replaces the first.
    await inPage(page, `location.hash = ${JSON.stringify(`key=${encodeURIComponent(other.key)}`)}`);
    await page.locator('#status', { hasText: `key ${other.keyId}` }).waitFor();
    expect(page.url()).toBe(`${fixture.gateway.url}/console/`);
    expect(await inPage(page, "sessionStorage.getItem('pgmi-console.api-key')")).toBe(other.key);
    await expectClean(opened);
  });

  it('names every "Try it" button with its visible text first (label in name), so voice control finds it', async () => {
    const opened = await open();
    const { page } = opened;
    await connect(page, fixture.key.key);
    const buttons = page.locator('button.try');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i += 1) {
      const button = buttons.nth(i);
      const visible = ((await button.textContent()) ?? '').trim();
      expect(visible).toBe('Try it');
      // Chromium's accessibility tree: the name assistive technology reads and voice control matches.
      const snapshot = await button.ariaSnapshot();
      const name = /button "(.*)"/.exec(snapshot)?.[1];
      expect(name, snapshot).toBeDefined();
      expect(name?.toLowerCase().startsWith(visible.toLowerCase()), `${name} starts with ${visible}`).toBe(true);
    }
    await page.getByRole('button', { name: 'Try it', exact: false }).first().click();
    await page.locator('#call-button').waitFor();
    await expectClean(opened);
  });

  it('is usable with the keyboard alone: Tab reaches "Try it", the form and the call button', async () => {
    const opened = await open();
    const { page } = opened;
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('api-key');
    await page.keyboard.type(fixture.key.key);
    await page.keyboard.press('Enter');
    await page.locator('#status', { hasText: 'Connected' }).waitFor();
    let label: string | null | undefined;
    for (let presses = 0; presses < 200 && label !== 'Try it: tool echo'; presses++) {
      await page.keyboard.press('Tab');
      label = await page.locator(':focus').getAttribute('aria-label');
    }
    expect(label).toBe('Try it: tool echo');
    await page.keyboard.press('Enter');
    expect(await page.locator(':focus').getAttribute('id')).toBe('detail-heading');
    await page.keyboard.press('Tab');
    await page.keyboard.type('typed, not clicked');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('call-button');
    await page.keyboard.press('Enter');
    await page.locator('.result pre:not(.raw)', { hasText: 'Echo: typed, not clicked' }).waitFor();
    await expectClean(opened);
  });

  it("shows the caller's own exchanges and never another key's", async () => {
    const opened = await open();
    const { page } = opened;
    // Another principal calls echo through the same gateway.
    const foreign = await mcpCall(other.key, 'echo', { message: 'not yours' });
    expect(foreign.status).toBe(200);

    await connect(page, fixture.key.key);
    await tryHandler(page, 'Try it: tool echo');
    await panel(page).getByLabel('message', { exact: true }).fill('mine');
    await page.getByRole('button', { name: 'Call tool' }).click();
    await page.locator('.result pre:not(.raw)', { hasText: 'Echo: mine' }).waitFor();
    const before = await exchangeIds(fixture.key.key);
    await page.getByRole('button', { name: 'My exchanges', exact: true }).click();
    await page.locator('#exchanges-status', { hasText: 'newest first' }).waitFor();
    expect(await page.locator('#view-handlers').isHidden()).toBe(true);
    const shown = await page.locator('#exchanges-body tr').count();
    // Read-only calls reach the log through the relay, a moment after they answered: compare with the
    // caller's list from before and after the page read it, never with a fixed number.
    const mine = await exchangeIds(fixture.key.key);
    const theirs = await exchangeIds(other.key);
    expect(shown).toBeGreaterThanOrEqual(Math.min(before.length, 50));
    expect(shown).toBeLessThanOrEqual(mine.length);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    expect(await page.locator('#exchanges-body td code', { hasText: 'tool echo' }).count()).toBeGreaterThan(0);
    const stored = await fixture.project.db.query<{ caller_subject: string }>(
      'SELECT DISTINCT caller_subject FROM api.mcp_exchange WHERE mcp_name = $1 ORDER BY 1',
      ['echo'],
    );
    expect(stored.rows.map((r) => r.caller_subject)).toEqual([`apikey|${fixture.key.keyId}`, `apikey|${other.keyId}`].sort());
    await screenshot(page, 'console-exchanges', scratch);
    await expectClean(opened);
  });

  it('is readable on a narrow window', async () => {
    const opened = await open();
    const { page } = opened;
    await page.setViewportSize({ width: 390, height: 844 });
    await connect(page, fixture.key.key);
    await tryHandler(page, 'Try it: tool draft_ticket');
    const overflow = await inPage<number>(page, 'document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('#detail-heading').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-narrow', scratch);
    await expectClean(opened);
  });

  async function mcpCall(key: string, name: string, args: Record<string, unknown>): Promise<Response> {
    return fetch(fixture.gateway.mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
  }

  async function exchangeIds(key: string): Promise<string[]> {
    const response = await fetch(`${fixture.gateway.url}/api/console/exchanges?limit=200`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { exchanges: Array<{ exchange_id: string }> };
    return doc.exchanges.map((e) => e.exchange_id);
  }
});
