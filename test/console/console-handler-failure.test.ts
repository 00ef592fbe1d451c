// Under pgmi dev (PGMI_DEV_PROJECT_DIR set), the console shows why a handler failed — its project file and line,
// the line, SQLSTATE and message — beside the error result; without it, nothing of that reaches the page.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deployAdvancedProject, deployProject, type DeployedProject } from '../gateway/support/project.js';
import { startGateway, type GatewayHandle } from '../gateway/support/gateway-process.js';
import { issueApiKey, type IssuedKey } from '../gateway/support/keys.js';
import { chromiumMissing, launchBrowser, watchedPage, type Browser } from './support/browser.js';
import { connect, expectClean, panel, tryHandler } from './support/console-page.js';
import { BROKEN_TOOL_LINE, brokenToolSql } from '../support/broken-tool.js';
import { skipWithout } from '../support/required-tool.js';

describe.skipIf(skipWithout(chromiumMissing()))('the console shows a failing handler\'s cause under pgmi dev', { timeout: 240_000 }, () => {
  let project: DeployedProject;
  let dev: GatewayHandle;
  let plain: GatewayHandle;
  let key: IssuedKey;
  let browser: Browser;

  beforeAll(async () => {
    project = await deployAdvancedProject('console-cause');
    writeFileSync(join(project.dir, 'api', 'broken.sql'), brokenToolSql('0a7c0000-0000-4000-8000-00000000c0f1'));
    await deployProject(project.dir, project.db.url);
    key = await issueApiKey(project.db, 'cause@example.com');
    dev = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { CONSOLE_ENABLED: 'true', PGMI_DEV_PROJECT_DIR: project.dir } });
    plain = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { CONSOLE_ENABLED: 'true' } });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await plain?.stop();
    await project?.cleanup();
  });

  async function callBroken(url: string): Promise<{ page: Page; watch: Awaited<ReturnType<typeof watchedPage>>['watch'] }> {
    const opened = await watchedPage(browser.context);
    opened.page.setDefaultTimeout(30_000);
    await opened.page.goto(`${url}/console`);
    await connect(opened.page, key.key);
    await tryHandler(opened.page, 'Try it: tool broken');
    await opened.page.getByRole('button', { name: 'Call tool' }).click();
    await panel(opened.page).locator('.result .badge-error', { hasText: 'isError' }).waitFor();
    return opened;
  }

  it('names the file, line, SQLSTATE and message beside the error', async () => {
    const opened = await callBroken(dev.url);
    const cause = panel(opened.page).locator('.handler-failure');
    await cause.waitFor();
    expect(await cause.locator('.badge-error').textContent()).toBe(`Handler failed at api/broken.sql:${BROKEN_TOOL_LINE}`);
    expect(await cause.locator('.error-message').textContent()).toBe('42P01 relation "api.notez" does not exist');
    expect(await cause.locator('.source-line').textContent()).toBe(`${BROKEN_TOOL_LINE} |     PERFORM count(*) FROM api.notez;`);
    await expectClean(opened);
    await opened.page.close();
  });

  it('shows nothing of it from a gateway pgmi dev did not start', async () => {
    const opened = await callBroken(plain.url);
    expect(await panel(opened.page).locator('.handler-failure').count()).toBe(0);
    expect(await panel(opened.page).textContent()).not.toContain('notez');
    await opened.page.close();
  });
});
