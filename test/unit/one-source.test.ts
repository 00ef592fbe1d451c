// One source per fact (issue 23 item 6). Where a fact must be repeated across a language boundary (SQL and the
// gateway's TypeScript, the CLI and the template it renders, the console page and the server it talks to), the
// copy is checked here against its home, so that changing one side alone fails the suite.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_CODES, exitCodesText } from '../../src/errors.js';
import { DEFAULT_GATEWAY_PORT } from '../../src/dev/dev-options.js';
import { HANDSHAKE_VERSIONS, STATELESS_VERSIONS, ASSUMED_HANDSHAKE_VERSION, BATCH_VERSION } from '../../templates/advanced/gateway/src/mcp/protocol.js';
import { DEFAULT_READ_SCOPE, DEFAULT_WRITE_SCOPE, SCOPE_TOKEN } from '../../templates/advanced/gateway/src/oauth/scopes.js';
import { redact } from '../../templates/advanced/gateway/src/log.js';

const ADVANCED = join(import.meta.dirname, '../../templates/advanced');
const read = (path: string) => readFileSync(join(ADVANCED, path), 'utf8');

/** The elements of `SELECT ARRAY['a', 'b']` in the body of a SQL function. */
function sqlArrayReturnedBy(file: string, fn: string): string[] {
  const body = new RegExp(`FUNCTION ${fn.replace('.', '\\.')}\\(\\)[\\s\\S]*?SELECT ARRAY\\[([^\\]]*)\\]`).exec(read(file));
  if (!body) throw new Error(`${fn} not found in ${file}`);
  return [...(body[1] as string).matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}

/** A regular expression literal `const NAME = /…/` in a source file, as a RegExp. */
function regexConst(file: string, name: string): RegExp {
  const found = new RegExp(`const ${name} = /(.+)/[a-z]*;`).exec(read(file));
  if (!found) throw new Error(`const ${name} not found in ${file}`);
  return new RegExp(found[1] as string);
}

describe('MCP protocol versions: lib/api/23-mcp-catalog.sql is their home', () => {
  it('the gateway serves the revisions the database does', () => {
    expect([...HANDSHAKE_VERSIONS]).toEqual(sqlArrayReturnedBy('lib/api/23-mcp-catalog.sql', 'internal.mcp_legacy_versions'));
    expect([...STATELESS_VERSIONS]).toEqual(sqlArrayReturnedBy('lib/api/23-mcp-catalog.sql', 'internal.mcp_modern_versions'));
    expect(HANDSHAKE_VERSIONS).toContain(ASSUMED_HANDSHAKE_VERSION);
    expect(HANDSHAKE_VERSIONS).toContain(BATCH_VERSION);
  });

  it('the session table and its error name no version themselves (they call the catalog)', () => {
    const code = read('lib/api/24-mcp-sessions.sql').split('\n').filter((line) => !line.trimStart().startsWith('--')).join('\n');
    expect(code.match(/'\d{4}-\d{2}-\d{2}'/g) ?? []).toEqual([]);
    expect(code).toContain('CHECK (internal.mcp_is_legacy_version(protocol_version))');
  });

  it('the console speaks a revision the server serves', () => {
    const version = /const MCP_VERSION = '([^']+)'/.exec(read('gateway/console/js/gateway.js'))?.[1];
    expect(HANDSHAKE_VERSIONS).toContain(version);
  });
});

describe('OAuth scopes: membership/17-handler-scopes.sql is their home', () => {
  const sql = read('membership/17-handler-scopes.sql');

  it('the gateway defaults to the scope names the database defaults to', () => {
    expect(/WHEN 'oauth_scope_read' THEN '([^']+)' ELSE '([^']+)' END/.exec(sql)?.slice(1)).toEqual([DEFAULT_READ_SCOPE, DEFAULT_WRITE_SCOPE]);
  });

  it('the gateway accepts exactly the scope tokens the database accepts', () => {
    expect(/v_value !~ '([^']+)'/.exec(sql)?.[1]).toBe(SCOPE_TOKEN.source);
  });

  it('pgmi.yaml shows the defaults', () => {
    const yaml = read('pgmi.yaml.hbs');
    expect(yaml).toContain(`# oauth_scope_read: "${DEFAULT_READ_SCOPE}"`);
    expect(yaml).toContain(`# oauth_scope_write: "${DEFAULT_WRITE_SCOPE}"`);
  });
});

describe('the API key format: membership/03-api-key-store.sql is its home', () => {
  const format = new RegExp(/regexp_match\(p_raw_key, '([^']+)'\)/.exec(read('membership/03-api-key-store.sql'))?.[1] as string);
  // Keys at the edges of what the database mints and accepts: prefix length 1 to 32, key id 6 to 32 hex.
  const keys = [
    ['a', 'abcdef'],
    ['pgmi', '0123456789ab'],
    ['acme_prod', '0123456789abcdef0123456789abcdef'],
    [`a${'b_'.repeat(15)}c`, 'fedcba'],
  ].map(([prefix, keyId]) => ({ keyId: keyId as string, key: `${prefix}_${keyId}_${'Az0'.repeat(14)}Q_${'x1Y2z3'}` }));

  it('the samples are keys by the database\'s own pattern', () => {
    for (const { key } of keys) expect(key, key).toMatch(format);
  });

  it('the gateway logs the key id of every such key and redacts the whole key', () => {
    const keyId = regexConst('gateway/src/steps/authenticate.ts', 'KEY_ID');
    for (const { key, keyId: id } of keys) {
      expect(keyId.exec(key)?.[1], key).toBe(id);
      expect(redact(`Bearer-less ${key} in a message`), key).not.toContain(key.slice(-20));
    }
  });

  it('the console names the key id, and the exchange log\'s redaction matches the key', () => {
    const exchangeRedaction = /regexp_replace\(p_text,\s*'([^']+)'/.exec(read('lib/api/07-exchange-redaction.sql'))?.[1] as string;
    // The console page is plain JavaScript for the browser: its pattern is read from describeKey's source.
    const consoleKey = new RegExp(/const match = \/(.+)\/\.exec\(key\)/.exec(read('gateway/console/js/key-store.js'))?.[1] as string);
    for (const { key, keyId: id } of keys) {
      expect(consoleKey.exec(key)?.[2], key).toBe(id);
      expect(new RegExp(`^${exchangeRedaction}$`).test(key), key).toBe(true);
    }
  });
});

describe('exit codes: src/errors.ts is their home', () => {
  it('--help lists every one', () => {
    const text = exitCodesText(101).replace(/\n/g, ' ');
    for (const code of Object.values(EXIT_CODES)) expect(text).toMatch(new RegExp(`\\b${code} `));
  });

  it('no other module writes an exit number', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('/errors.ts')) {
          readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
            if (/exitCode:\s*\d|exitCode\s*=\s*\d/.test(line)) offenders.push(`${path}:${i + 1}`);
          });
        }
      }
    };
    walk(join(import.meta.dirname, '../../src'));
    expect(offenders).toEqual([]);
  });
});

describe('the default gateway port: src/dev/dev-options.ts is its home', () => {
  it('the advanced template offers the same default', () => {
    const prompts = JSON.parse(read('template.json')).prompts as { name: string; default: string }[];
    expect(prompts.find((prompt) => prompt.name === 'gatewayPort')?.default).toBe(String(DEFAULT_GATEWAY_PORT));
  });

  it('the gateway README takes the port the project chose', () => {
    expect(read('gateway/README.md.hbs')).not.toMatch(/\b8787\b/);
  });
});
