import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTemplates, TEMPLATES_ROOT } from '../../../src/scaffold/catalogue.js';
import { resolveAnswers } from '../../../src/scaffold/answers.js';
import { renderTemplate } from '../../../src/scaffold/render.js';
import { parseProjectConfig } from '../../../src/project/config.js';
import { readPackageVersion } from '../../../src/version.js';

function sqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(full).isDirectory() ? sqlFiles(full) : name.endsWith('.sql') || name.endsWith('.sql.hbs') ? [full] : [];
  });
}

const body = (file: string) => readFileSync(file, 'utf8').replace(/--[^\n]*/g, '').replace(/\s+/g, ' ').trim();

describe('templates', () => {
  it('every template has a description, a version and valid prompts', () => {
    for (const template of listTemplates()) {
      expect(template.description.length).toBeGreaterThan(10);
      expect(template.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(template.prompts.some((p) => p.name === 'projectName')).toBe(true);
    }
  });

  it('every template follows one versioning scheme: semver, major as pgmi\'s, written into pgmi.yaml as template_version', () => {
    const pgmiMajor = readPackageVersion().split('.')[0];
    for (const template of listTemplates()) {
      const [major] = template.version.split('.');
      expect(major, `${template.name} ${template.version}: a template's major follows pgmi's (${readPackageVersion()})`).toBe(pgmiMajor);
      const yaml = renderTemplate(template, resolveAnswers(template, { projectName: 'demo' })).find((f) => f.path === 'pgmi.yaml');
      const config = parseProjectConfig(yaml?.content.toString('utf8') ?? '', 'pgmi.yaml');
      expect(config).toMatchObject({ template: template.name, templateVersion: template.version });
    }
  });

  it('every rendered file and next step says pgmi, never npx pgmi, and links no registry page (pgmi is not published)', () => {
    for (const template of listTemplates()) {
      for (const file of renderTemplate(template, resolveAnswers(template, { projectName: 'demo' }))) {
        if (!/\.(md|yaml|example|json|sql|ts|js|html)$/.test(file.path) && !file.path.endsWith('.env.example')) continue;
        const text = file.content.toString('utf8');
        expect(text, `${template.name}/${file.path}`).not.toMatch(/npx (--yes |-y )?pgmi\b/);
        expect(text, `${template.name}/${file.path}`).not.toMatch(/npmjs\.com\/package\/pgmi/);
      }
      expect(template.nextSteps.join('\n')).not.toMatch(/npx/);
      expect(template.nextSteps.some((line) => /^pgmi /.test(line))).toBe(true);
    }
  });

  it('no SQL body is carried by two templates (shared files live once in templates/_shared)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const template of listTemplates()) {
      for (const file of sqlFiles(template.root)) {
        const key = body(file);
        if (key.length < 40) continue;
        const where = relative(TEMPLATES_ROOT, file);
        const other = seen.get(key);
        if (other && other.split('/')[0] !== where.split('/')[0]) duplicates.push(`${other} = ${where}`);
        seen.set(key, where);
      }
    }
    expect(duplicates).toEqual([]);
  });
});
