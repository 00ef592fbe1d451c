// Values chosen when this project was rendered by `pgmi init`, read from defaults.json beside package.json (so
// the compiled dist/ is the same for every project). Environment variables override them (config.ts).
import { readFileSync } from 'node:fs';

export interface TemplateDefaults {
  port: number;
  projectName: string;
}

export function loadTemplateDefaults(file: URL = new URL('../defaults.json', import.meta.url)): TemplateDefaults {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file.pathname}: expected a JSON object`);
  const { port, projectName } = parsed as Record<string, unknown>;
  if (typeof port !== 'number' || !Number.isInteger(port) || typeof projectName !== 'string') {
    throw new Error(`${file.pathname}: expected {"port": <integer>, "projectName": "<name>"}`);
  }
  return { port, projectName };
}
