// Debian's chromium driven by playwright-core (a browser download is impossible here): one persistent context
// per test file in a fresh user-data-dir, and pages that record everything the console must never produce
// (CSP or Trusted Types violations, console errors, uncaught exceptions) and every URL they requested.
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../support/cli.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';

export const CHROMIUM = process.env.PGMI_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why the browser tests cannot run here, or undefined when they can. */
export function chromiumMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  return `${CHROMIUM} is not installed (apt-get install chromium, or PGMI_CHROMIUM=path; .ci/run installs it): the console's browser tests need it`;
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const profile = await makeTempDir('pgmi-chromium');
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    return {
      context,
      close: async () => {
        await context.close();
        await removeDir(profile);
      },
    };
  } catch (error) {
    await removeDir(profile);
    throw error;
  }
}

export interface Watch {
  violations(): Promise<unknown[]>;
  consoleErrors: string[];
  pageErrors: string[];
  requests: string[];
}

/** A new tab (its own sessionStorage) that records violations, errors and requests. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; watch: Watch }> {
  const page = await context.newPage();
  // Page code is written as strings: this project type-checks against Node's globals, not the DOM's.
  await page.addInitScript({
    content: `window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
      });`,
  });
  const watch: Watch = {
    violations: () => inPage<unknown[]>(page, 'window.__violations ?? []'),
    consoleErrors: [],
    pageErrors: [],
    requests: [],
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('request', (request) => watch.requests.push(request.url()));
  return { page, watch };
}

/** Evaluates an expression in the page (a string: see watchedPage). */
export async function inPage<T = unknown>(page: Page, expression: string): Promise<T> {
  return (await page.evaluate(expression)) as T;
}

/**
 * Screenshots of the main views: written to docs/ (the README shows them) when UPDATE_SCREENSHOTS=1, else to a
 * temporary folder, so an ordinary test run never changes the repository.
 */
export async function screenshot(page: Page, name: string, scratch: string, alsoAt?: string): Promise<string> {
  const isUpdate = process.env.UPDATE_SCREENSHOTS === '1';
  const dir = isUpdate ? join(REPO_ROOT, 'docs') : scratch;
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  // The generated project's gateway README shows one view too (a copy of the same picture).
  if (isUpdate && alsoAt) {
    await mkdir(dirname(join(REPO_ROOT, alsoAt)), { recursive: true });
    await copyFile(path, join(REPO_ROOT, alsoAt));
  }
  return path;
}
