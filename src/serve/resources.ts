// Resources of `pgmi serve`: pgmi.yaml (secret-looking parameters masked), the current plan (offline), each SQL
// script by path (pgmi://script/{+path}), and the last test/deploy report of this session.
import { readFileSync } from 'node:fs';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loadProject } from '../deploy/deploy-project.js';
import { flattenTests } from '../deploy/test-plan.js';
import { discoverFiles } from '../project/discover.js';
import { logLine, type ServeContext } from './context.js';
import { describeFailure } from './tool-result.js';
import { isReadableFile, resolveReadableFile } from './project-paths.js';
import { asInvalidParams, ProtocolError, RESOURCE_NOT_FOUND } from './protocol-errors.js';
import { readMaskedConfig } from './masked-config.js';

export const URIS = {
  config: 'pgmi://project/pgmi.yaml',
  plan: 'pgmi://project/plan',
  lastRun: 'pgmi://project/last-run',
  scriptPrefix: 'pgmi://script/',
  docPrefix: 'pgmi://doc/',
  dbPrefix: 'pgmi://db/',
} as const;

export function scriptUri(path: string): string {
  return `${URIS.scriptPrefix}${path}`;
}

export function registerResources(server: McpServer, ctx: ServeContext): void {
  server.registerResource('pgmi.yaml', URIS.config, { title: 'Project configuration', description: 'The project\'s pgmi.yaml: deploy order, parameters, connection defaults.', mimeType: 'application/yaml' }, async (uri) => {
    return { contents: [{ uri: uri.href, mimeType: 'application/yaml', text: readMaskedConfig(ctx.projectDir) }] };
  });

  server.registerResource('plan', URIS.plan, { title: 'Deploy plan', description: 'Every script in deploy order (kind, checksum, the deploy.order entry that placed it) and the tests that follow, from the files alone.', mimeType: 'application/json' }, async (uri) => {
    let document: unknown;
    try {
      const { plan } = await loadProject(ctx.projectDir, { paramsFiles: [], paramArgs: [], pgmiVersion: ctx.pgmiVersion, paramsOptional: true, keptFacts: true });
      document = {
        scripts: plan.scripts.map((s) => ({ path: s.path, kind: s.kind, checksum: s.checksum, ...(s.orderEntry ? { orderEntry: s.orderEntry } : {}) })),
        tests: flattenTests(plan.tests).map((t) => t.path),
        fingerprint: plan.fingerprint,
        warnings: plan.warnings,
      };
    } catch (error) {
      document = { error: describeFailure(error, ctx.projectDir) };
    }
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(document, null, 2) }] };
  });

  server.registerResource('last-run', URIS.lastRun, { title: 'Last test or deploy', description: 'The report of the last test or deploy tool call of this session (also when it failed).', mimeType: 'application/json' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(ctx.lastRun ?? { none: 'no test or deploy has run in this session' }, null, 2) }],
  }));

  server.registerResource(
    'script',
    new ResourceTemplate(`${URIS.scriptPrefix}{+path}`, {
      list: async () => {
        let files;
        try {
          files = discoverFiles(ctx.projectDir);
        } catch (error) {
          // A project discovery refuses (e.g. a link leading outside) lists no scripts; pgmi://project/plan says why.
          logLine(ctx, `listing no scripts: ${(error as Error).message}`);
          return { resources: [] };
        }
        return {
          resources: [...files.scripts, ...files.tests]
            .filter((f) => isReadableFile(ctx.projectDir, f.path))
            .map((f) => ({ uri: scriptUri(f.path), name: f.path, mimeType: 'application/sql' })),
        };
      },
    }),
    { title: 'SQL script', description: 'A SQL file of the project by its path, e.g. pgmi://script/api/examples.sql.', mimeType: 'application/sql' },
    async (uri, variables) => {
      const path = decodeURIComponent(String(variables.path));
      return { contents: [{ uri: uri.href, mimeType: 'application/sql', text: readProjectSql(ctx, path) }] };
    },
  );
}

/** A .sql file of the project under the path rule (project-paths.ts); a refusal is -32602, a missing file -32002. */
export function readProjectSql(ctx: ServeContext, path: string): string {
  let file;
  try {
    file = resolveReadableFile(ctx.projectDir, path, 'sql');
  } catch (error) {
    throw asInvalidParams(error);
  }
  if (!file.exists) throw new ProtocolError(RESOURCE_NOT_FOUND, `no file ${file.path} in the project`);
  return readFileSync(file.full, 'utf8');
}
