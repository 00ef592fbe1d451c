// Golden files for the rendered templates: each template's file tree (as `pgmi init` prints it) and the text
// of every file rendered from a .hbs, with default answers for a project named "demo". A template change is a
// visible diff in review. Update only on purpose:  npm run golden:update  (UPDATE_GOLDEN=1), then review the diff.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listTemplates, type TemplateManifest } from '../../../src/scaffold/catalogue.js';
import { resolveAnswers } from '../../../src/scaffold/answers.js';
import { renderTemplate } from '../../../src/scaffold/render.js';
import { formatTree } from '../../../src/scaffold/tree.js';

const GOLDEN_ROOT = fileURLToPath(new URL('../../golden/templates/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const SUFFIX = '.golden'; // so a golden .gitignore or package.json never acts on this repository

/** Golden path → expected text, for one template. */
function expectedFiles(template: TemplateManifest): Map<string, string> {
  const files = renderTemplate(template, resolveAnswers(template, { projectName: 'demo' }));
  const expected = new Map<string, string>([['tree.txt', formatTree('demo', files.map((f) => f.path))]]);
  for (const file of files) {
    if (file.rendered) expected.set(`${file.path}${SUFFIX}`, file.content.toString('utf8'));
  }
  return expected;
}

function listGolden(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

describe('golden files of the rendered templates', () => {
  for (const template of listTemplates()) {
    it(`${template.name}: the tree and every rendered .hbs match test/golden/templates/${template.name}/`, () => {
      const dir = join(GOLDEN_ROOT, template.name);
      const expected = expectedFiles(template);
      if (UPDATE) {
        rmSync(dir, { recursive: true, force: true });
        for (const [path, text] of expected) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), text);
        }
      }
      const hint = 'If the template changed on purpose, run `npm run golden:update` and review the diff.';
      expect(listGolden(dir), hint).toEqual([...expected.keys()].sort());
      for (const [path, text] of expected) {
        expect(text, `${template.name}/${path} differs from its golden file. ${hint}`).toBe(readFileSync(join(dir, path), 'utf8'));
      }
    });
  }
});
