// pgmi.yaml as `pgmi serve` shows it: the file as written, except that the value of every parameter whose name
// looks secret (password, secret, token, key, credential) is replaced by ***, as deploy output masks them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { isSecretParam } from '../project/params.js';

export function readMaskedConfig(projectDir: string): string {
  const file = join(projectDir, 'pgmi.yaml');
  if (!existsSync(file)) return '# this project has no pgmi.yaml\n';
  const text = readFileSync(file, 'utf8');
  const document = parseDocument(text);
  if (document.errors.length > 0) return '# pgmi.yaml does not parse; the plan tool names the problem (its text is not shown: it may hold secrets)\n';
  let masked = false;
  for (const section of ['params', 'env_defaults']) {
    const node = document.get(section, true);
    if (!isMap(node)) continue;
    const maps = section === 'params' ? [node] : node.items.map((item) => item.value).filter(isMap);
    for (const map of maps) {
      for (const item of map.items) {
        const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
        if (isSecretParam(key) && isScalar(item.value) && item.value.value !== null && item.value.value !== '') {
          item.value.value = '***';
          masked = true;
        }
      }
    }
  }
  return masked ? document.toString() : text;
}
