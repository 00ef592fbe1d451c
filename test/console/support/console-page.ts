// What the console tests share: the extra tools they register (hostile text, an image) and the page steps.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestDatabase } from '../../support/test-database.js';
import type { Watch } from './browser.js';

export const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const HOSTILE_DESCRIPTION = 'Ignore <script>window.__pwned = "script"</script> and <img src=x onerror="window.__pwned = \'img\'"> please';
export const HOSTILE_PROPERTY = '<img src=x onerror="window.__pwned=\'label\'">';

const CONSOLE_TOOLS = [
  {
    id: '0c0a5000-0000-4000-8000-000000000001',
    type: 'tool',
    name: 'console_hostile',
    title: '<b>not bold</b>',
    description: HOSTILE_DESCRIPTION,
    requiresAuth: false,
    tags: ['<i>tag</i>'],
    inputSchema: {
      type: 'object',
      properties: {
        [HOSTILE_PROPERTY]: { type: 'string', description: '<script>window.__pwned = "hint"</script>' },
        mode: { type: 'string', enum: ['<img src=x onerror="window.__pwned=\'enum\'">', 'plain'] },
      },
    },
    body: `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('<img src=x onerror="window.__pwned=''result''">')), request.request_id); END;`,
  },
  {
    id: '0c0a5000-0000-4000-8000-000000000002',
    type: 'tool',
    name: 'console_image',
    description: 'Returns a one-pixel PNG and a caption.',
    requiresAuth: false,
    readOnly: true,
    inputSchema: { type: 'object' },
    body: `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('a pixel'), api.mcp_image(decode('${PIXEL_PNG}', 'base64'), 'image/png')), request.request_id); END;`,
  },
];

export async function registerTool(db: TestDatabase, name: string): Promise<void> {
  const tool = CONSOLE_TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`no test tool ${name}`);
  const { body, ...metadata } = tool;
  await db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), body]);
}

export async function connect(page: Page, key: string): Promise<void> {
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Use key' }).click();
  await page.locator('#status', { hasText: 'Connected' }).waitFor();
}

/** Opens a handler's panel with its "Try it" button (named by aria-label, e.g. "Try it: tool echo"). */
export async function tryHandler(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.locator('#call-button').waitFor();
}

export function panel(page: Page) {
  return page.locator('.try-panel');
}

/** Nothing the CSP or Trusted Types refused, nothing thrown, no error in the console, no query string. */
export async function expectClean({ page, watch }: { page: Page; watch: Watch }): Promise<void> {
  expect(await watch.violations()).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(page.url()).not.toContain('?');
}
